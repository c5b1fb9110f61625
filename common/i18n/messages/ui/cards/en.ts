/**
 * Project cards (issue 18): the card, its preview, the grid, the Save button and its dialog, and
 * the community totals. Shared by every page that lists projects (landing, Discover, Showcase,
 * collections, profiles, search, a project's page).
 */
const en = {
  // A project's card
  "cards.video": "Video",
  "cards.draft": "Draft",
  "cards.likesTitle": "{count, plural, other {# likes}}",
  "cards.likesUnit": "{count, plural, other {likes}}",
  "cards.commentsTitle": "{count, plural, other {# comments}}",
  "cards.commentsUnit": "{count, plural, other {comments}}",
  "cards.technologies": "Technologies",
  "cards.moreTechnologies": "{count, plural, other {more technologies}}",
  "cards.videoPreviewOf": "Video preview of {title}",
  "cards.previewOf": "Preview of {title}",

  // A grid of cards
  "cards.projects": "Projects",
  "cards.loadingProjects": "Loading projects",

  // The community totals (landing, Discover)
  "cards.stats.title": "Community at a glance",
  "cards.stats.developers": "Active Developers",
  "cards.stats.projects": "Projects Showcased",
  "cards.stats.likes": "Likes Given",
  "cards.stats.comments": "Comments Shared",

  // Save to a collection: the button
  "cards.save.signIn": "You need to sign in to save projects",
  "cards.save.cardLabel": "Save {title} to a collection",
  "cards.save.button": "Save",
  "cards.save.countUnit": "{count, plural, one {save} other {saves}}",

  // Save to a collection: the dialog
  "cards.save.title": "Save to a collection",
  "cards.save.loading": "Loading your collections",
  "cards.save.loadFailed": "Your collections could not be loaded. Please try again.",
  "cards.save.yours": "Your collections",
  "cards.save.defaultName": "Saved",
  "cards.save.private": "Private",
  "cards.save.projectsUnit": "{count, plural, one {project} other {projects}}",
  "cards.save.saveFailed": "Failed to save the project",
  "cards.save.removeFailed": "Failed to remove the project",
  "cards.save.newCollection": "New collection",
  "cards.save.placeholder": "e.g. Great dev tools",
  "cards.save.creating": "Creating...",
  "cards.save.create": "Create",
  "cards.save.createFailed": "Failed to create the collection",
  "cards.save.privateOption": "Private (only you can see it)",
  "cards.save.saved": "Saved",
  "cards.save.manage": "Manage collections",
} as const;

export type CardsMessageId = keyof typeof en;
export default en;
