import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './limits';
import { HTTP_URL, PROFILE_URL_MAX_LENGTH, SOCIAL_HANDLE_MAX_LENGTH, SOCIAL_PLATFORM_LABELS, type SocialPlatform } from './social-links';
import { controlCharactersMessage, isCleanText } from './text';

/**
 * The rules a social link's value must meet (projects spec §5, §9), for the profile schema and the
 * links editor. Apart from social-links.ts so that pages that only show links do not load zod.
 */

function validWebAddress(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(HTTP_URL.test(value) ? value : `https://${value}`);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** Why a value cannot be stored for a platform, or null when it can (already trimmed, non-empty). */
export function socialValueProblem(type: SocialPlatform, value: string): string | null {
  const label = SOCIAL_PLATFORM_LABELS[type];
  // The value is shown as the link's text too, so it follows the single-line rule (common/text.ts).
  if (!isCleanText(value, 'single')) return controlCharactersMessage(label, 'single');
  if (type === 'publicEmail') {
    if (value.length > EMAIL_MAX_LENGTH) return `${label} must be at most ${EMAIL_MAX_LENGTH} characters`;
    return z.email().safeParse(value).success ? null : `${label} must be a valid email address`;
  }
  if (type === 'website' || HTTP_URL.test(value)) {
    if (value.length > PROFILE_URL_MAX_LENGTH) return `${label} must be at most ${PROFILE_URL_MAX_LENGTH} characters`;
    return validWebAddress(value) ? null : `${label} must be a valid web address`;
  }
  if (value.length > SOCIAL_HANDLE_MAX_LENGTH) return `${label} must be at most ${SOCIAL_HANDLE_MAX_LENGTH} characters`;
  if (/\s/.test(value)) return `${label} must not contain spaces`;
  // Characters that would end or break the URL built from the handle.
  if (/[<>"'`{}|\\^?#]/.test(value)) return `${label} contains characters that are not allowed`;
  if (type === 'itchio' && !/^@?[A-Za-z0-9-]+$/.test(value)) return `${label} may only contain letters, digits and hyphens`;
  return null;
}
