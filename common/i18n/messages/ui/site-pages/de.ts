import type { SitePagesMessageId } from './en';

/** The operator's pages (ui/de.ts, decision 0033). */
export default {
  "sitePages.description": "{title} von {site}.",
  "sitePages.updated": "Zuletzt aktualisiert am {date}",
  "sitePages.loading": "Wird geladen …",
  "sitePages.loadFailed": "Diese Seite konnte nicht geladen werden. Bitte versuche es später erneut.",
  "sitePages.notPublished": "{site} hat noch {page, select, about {keine „Über uns“-Seite} conduct {keinen Verhaltenskodex} terms {keine Nutzungsbedingungen} other {keine Datenschutzerklärung}} veröffentlicht.",
  "sitePages.questions": "Fragen? Schreib an <link>{email}</link>.",
} satisfies Record<SitePagesMessageId, string>;
