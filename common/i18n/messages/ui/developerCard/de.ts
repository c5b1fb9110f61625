import type { DeveloperCardMessageId } from './en';

/** Developer cards and the staff badge, shown on the developers page, search, the landing page and beside names (ui/de.ts, decision 0033). */
export default {
  // A developer card and grid: the directory, search results and the landing page
  "developerCard.developer": "Entwickler",
  "developerCard.skills": "Fähigkeiten",
  "developerCard.moreSkills": "{count, plural, one {weitere Fähigkeit} other {weitere Fähigkeiten}}",
  "developerCard.projects": "{count, plural, one {# Projekt} other {# Projekte}}",
  "developerCard.followers": "{count, plural, one {# Follower} other {# Follower}}",
  "developerCard.list": "Entwickler",
  "developerCard.loading": "Entwickler werden geladen",

  // The staff badge beside a name (profile headers, comments)
  "developerCard.staff.moderator": "Moderator",
  "developerCard.staff.admin": "Administrator",
} satisfies Record<DeveloperCardMessageId, string>;
