import type { DehydratedState } from '@tanstack/react-query';

export { PAGE_STATE_ELEMENT_ID } from '@common/page-head';

/**
 * The answers a server-rendered page was made from travel inside the HTML, in a JSON data block
 * (allowed by the CSP, unlike an inline script), so the browser shows the same page without asking
 * again. A query that failed (a missing project: 404) travels too, or the browser would render a
 * loading state over the server's "not found".
 */
const ERROR_MARK = '__error';

/** JSON safe to place inside a <script> element: no "</script>" or "<!--" can close it early. */
export function serializePageState(state: DehydratedState): string {
  return serializeJson(state, (_key, value) => (value instanceof Error ? { [ERROR_MARK]: value.message } : value));
}

/** Any JSON, safe inside a <script> data block (the page's texts travel the same way). */
export function serializeJson(value: unknown, replacer?: (key: string, value: unknown) => unknown): string {
  const json = JSON.stringify(value, replacer);
  return json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function parsePageState(text: string): DehydratedState {
  return JSON.parse(text, (_key, value) =>
    value && typeof value === 'object' && typeof value[ERROR_MARK] === 'string' && Object.keys(value).length === 1
      ? new Error(value[ERROR_MARK])
      : value,
  ) as DehydratedState;
}
