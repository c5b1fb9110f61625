/** Written by the build (server/tools/precompiled-messages.ts): first id segment → the areas that use it, and where the catalogues are. */
declare module 'virtual:ui-message-areas' {
  export const AREAS_BY_PREFIX: Record<string, string[]>;
  /** Where the browser fetches the catalogues as JSON: `${TEXTS_PATH}<locale>[/<area>].json`. */
  export const TEXTS_PATH: string;
}
