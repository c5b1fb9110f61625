import type { DeveloperCardMessageId } from './en';

/** Developer cards and the staff badge, shown on the developers page, search, the landing page and beside names (ui/es.ts, decision 0033). */
export default {
  // A developer card and grid: the directory, search results and the landing page
  "developerCard.developer": "Desarrollador",
  "developerCard.skills": "Habilidades",
  "developerCard.moreSkills": "{count, plural, one {habilidad más} other {habilidades más}}",
  "developerCard.projects": "{count, plural, one {# proyecto} other {# proyectos}}",
  "developerCard.followers": "{count, plural, one {# seguidor} other {# seguidores}}",
  "developerCard.list": "Desarrolladores",
  "developerCard.loading": "Cargando desarrolladores",

  // The staff badge beside a name (profile headers, comments)
  "developerCard.staff.moderator": "Moderador",
  "developerCard.staff.admin": "Administrador",
} satisfies Record<DeveloperCardMessageId, string>;
