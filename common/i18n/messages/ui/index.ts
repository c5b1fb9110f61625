import type { Locale } from '../../locales';
import de from './de';
import en, { type UiMessageId } from './en';
import es from './es';
import fr from './fr';
import ja from './ja';
import admin from './admin/index';
import adminMembers from './admin-members/index';
import adminReports from './admin-reports/index';
import adminSite from './admin-site/index';
import auth from './auth/index';
import cards from './cards/index';
import categories from './categories/index';
import collections from './collections/index';
import developerCard from './developerCard/index';
import discover from './discover/index';
import invitations from './invitations/index';
import messages from './messages/index';
import people from './people/index';
import project from './project/index';
import projectEditor from './project-editor/index';
import projectShared from './project-shared/index';
import report from './report/index';
import search from './search/index';
import settings from './settings/index';
import setup from './setup/index';
import signIn from './sign-in/index';
import sitePages from './site-pages/index';
import writeup from './writeup/index';

/**
 * The web app's catalogues whole, for the server renderer's checks and the catalogue check
 * (common/i18n/catalogues.test.ts): the core and every area. The browser never imports this file:
 * it fetches the core and then each area as its pages need it (web/src/i18n/message-store.ts).
 * Each area is a folder of ./ (its name is the key here; the catalogue check fails when one is missing).
 */
export const UI_AREAS: Record<string, Record<Locale, Record<string, string>>> = {
  admin,
  "admin-members": adminMembers,
  "admin-reports": adminReports,
  "admin-site": adminSite,
  auth,
  cards,
  categories,
  collections,
  developerCard,
  discover,
  invitations,
  messages,
  people,
  project,
  "project-editor": projectEditor,
  "project-shared": projectShared,
  report,
  search,
  settings,
  setup,
  "sign-in": signIn,
  "site-pages": sitePages,
  writeup,
};

const CORE: Record<Locale, Record<string, string>> = { en, es, de, fr, ja };

/** Every text of the web app in each language: the core, then each area. */
export const UI_MESSAGES = Object.fromEntries(
  Object.entries(CORE).map(([locale, core]) => [
    locale,
    Object.assign({}, core, ...Object.values(UI_AREAS).map((area) => area[locale as Locale])) as Record<UiMessageId, string>,
  ]),
) as Record<Locale, Record<UiMessageId, string>>;
