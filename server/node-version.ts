/**
 * The Node.js versions Shipyard runs on, as package.json `engines` states them: 22.12 and later
 * (Node 20 reached its end of life on 2026-04-30; several dependencies already require 22, and
 * Vite 8 needs 22.12 on that line). Development and CI run on Node 24 (scripts/ensure-node.sh). npm
 * only warns about `engines`, so the server says it plainly at start instead of failing later with
 * an obscure module error.
 */
export const SUPPORTED_NODE = '>=22.12.0';

/** A one-line reason when `version` (like `v24.11.1`) is not supported, else null. */
export function unsupportedNodeMessage(version: string): string | null {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  const supported = (major === 22 && minor >= 12) || major > 22;
  if (supported) return null;
  return `Shipyard needs Node.js ${SUPPORTED_NODE}; this is ${version}. Install a supported version and start again.`;
}
