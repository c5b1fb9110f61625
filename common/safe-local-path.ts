/**
 * The `next` of a sign-in (decision 4), checked by the server's /api/login and by the login page:
 * only same-site paths, since "//evil.example" or "https://…" would make an open redirect.
 */
export function safeLocalPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
