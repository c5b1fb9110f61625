/**
 * How the web app reaches the API. In the browser it is the browser's fetch. The server renderer
 * is built with this module swapped for transport.server.ts (see vite.config.ts), which answers the
 * same calls inside the server process for the page being rendered.
 */
export function apiFetch(url: string, init?: RequestInit): Promise<Response> {
  return fetch(url, init);
}
