/** Business constants shared by the server and the web app (spec §9 of both documents). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;

export const VERIFICATION_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export const SUSPENSION_MIN_DAYS = 1;
export const SUSPENSION_MAX_DAYS = 365;
export const SUSPENSION_DEFAULT_DAYS = 7;

export const THEME_STORAGE_KEY = 'vite-ui-theme';
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'dark';
