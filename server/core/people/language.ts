import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../../common/i18n/locales';
import { negotiateLocale, storedLocale, type Translator } from '../../platform/i18n';
import { sessionCookieName } from '../../platform/sessions';
import { findLiveSessionWithUser } from '../../platform/sessions/repository';
import { hashToken } from '../../platform/sessions/tokens';
import type { AppDependencies } from '../dependencies';
import { findSettings } from './settings-repository';

/**
 * A person's language is their Settings language (decision 0033): e-mails go out in it, and the
 * site speaks it to them wherever they sign in.
 */
export async function languageOf(deps: AppDependencies, userId: string): Promise<Locale> {
  return storedLocale((await findSettings(deps.database.db, userId))?.language);
}

/** The translator of the person an e-mail goes to. */
export async function translatorOf(deps: AppDependencies, userId: string): Promise<Translator> {
  return deps.translations.for(await languageOf(deps, userId));
}

/**
 * The language a request is answered in. The API has `request.user`; a page request does not look
 * sessions up (platform/sessions), so a page with a session cookie looks its person up here: a
 * member's page must be in their language from its first byte.
 */
export async function requestLocale(deps: AppDependencies, request: FastifyRequest): Promise<Locale> {
  let userId = request.user?.id ?? null;
  if (!userId && !request.url.startsWith('/api/')) {
    const token = request.cookies?.[sessionCookieName(deps.config.appUrl.startsWith('https://'))];
    if (token && token.length <= 100) userId = (await findLiveSessionWithUser(deps.database.db, hashToken(token), new Date()))?.user.id ?? null;
  }
  const language = userId ? ((await findSettings(deps.database.db, userId))?.language ?? null) : null;
  return negotiateLocale(request, language);
}
