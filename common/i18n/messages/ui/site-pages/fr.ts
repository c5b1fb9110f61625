import type { SitePagesMessageId } from './en';

/** The operator's pages (ui/fr.ts, decision 0033). */
export default {
  "sitePages.description": "{title} de {site}.",
  "sitePages.updated": "Dernière mise à jour : {date}",
  "sitePages.loading": "Chargement…",
  "sitePages.loadFailed": "Impossible de charger cette page. Veuillez réessayer plus tard.",
  "sitePages.notPublished": "{site} n'a pas encore publié {page, select, about {de page « À propos »} conduct {son code de conduite} terms {ses conditions d'utilisation} other {sa politique de confidentialité}}.",
  "sitePages.questions": "Des questions ? Écrivez à <link>{email}</link>.",
} satisfies Record<SitePagesMessageId, string>;
