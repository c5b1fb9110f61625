/** Developer cards and the staff badge, shown on the developers page, search, the landing page and beside names: part of the web app's English source catalogue (ui/en.ts, decision 0033). */
const en = {
  // A developer card and grid: the directory, search results and the landing page
  "developerCard.developer": "Developer",
  "developerCard.skills": "Skills",
  "developerCard.moreSkills": "{count, plural, other {more skills}}",
  "developerCard.projects": "{count, plural, one {# project} other {# projects}}",
  "developerCard.followers": "{count, plural, one {# follower} other {# followers}}",
  "developerCard.list": "Developers",
  "developerCard.loading": "Loading developers",

  // The staff badge beside a name (profile headers, comments)
  "developerCard.staff.moderator": "Moderator",
  "developerCard.staff.admin": "Admin",
} as const;

export type DeveloperCardMessageId = keyof typeof en;
export default en;
