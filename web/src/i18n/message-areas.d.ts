/** Written by the build (server/tools/precompiled-messages.ts): first id segment → the areas that use it. */
declare module 'virtual:ui-message-areas' {
  export const AREAS_BY_PREFIX: Record<string, string[]>;
}
