import type { DeveloperCardMessageId } from './en';

/** Developer cards and the staff badge, shown on the developers page, search, the landing page and beside names (ui/fr.ts, decision 0033). */
export default {
  // A developer card and grid: the directory, search results and the landing page
  "developerCard.developer": "Développeur",
  "developerCard.skills": "Compétences",
  "developerCard.moreSkills": "{count, plural, one {autre compétence} other {autres compétences}}",
  "developerCard.projects": "{count, plural, one {# projet} other {# projets}}",
  "developerCard.followers": "{count, plural, one {# abonné} other {# abonnés}}",
  "developerCard.list": "Développeurs",
  "developerCard.loading": "Chargement des développeurs",

  // The staff badge beside a name (profile headers, comments)
  "developerCard.staff.moderator": "Modérateur",
  "developerCard.staff.admin": "Administrateur",
} satisfies Record<DeveloperCardMessageId, string>;
