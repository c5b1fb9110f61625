/**
 * The Node.js versions Shipyard runs on, as package.json `engines` states them. Vite 8 needs
 * 20.19+ on the 20 line (it loads ESM config through `require`), and 22.12+ beyond it; npm only
 * warns about `engines`, so the server says it plainly at start instead of failing later with an
 * obscure module error.
 */
export const SUPPORTED_NODE = '^20.19.0 || >=22.12.0';

/** A one-line reason when `version` (like `v20.20.2`) is not supported, else null. */
export function unsupportedNodeMessage(version: string): string | null {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  const supported = (major === 20 && minor >= 19) || (major === 22 && minor >= 12) || major > 22;
  if (supported) return null;
  return `Shipyard needs Node.js ${SUPPORTED_NODE}; this is ${version}. Install a supported version and start again.`;
}
