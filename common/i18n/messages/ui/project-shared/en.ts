/**
 * Project texts shown wherever projects are listed or opened (issue 18): the owner's menu on a
 * card, the delete confirmation, the Add Project button, a video's duration, and the notices of a
 * project that did not load or may not be changed. Part of the web app's English source catalogue
 * (ui/en.ts, decision 0033).
 */
const en = {
  // Owner's card menu and the delete confirmation
  "projectShared.actions": "Project actions",
  "projectShared.edit": "Edit",
  "projectShared.delete": "Delete",
  "projectShared.deleteTitle": "Delete project?",
  "projectShared.deleteText": "“{title}” will be deleted permanently, with its images, videos, likes and comments. This cannot be undone.",
  "projectShared.cancel": "Cancel",
  "projectShared.deleting": "Deleting...",
  "projectShared.deleted": "Project deleted successfully",
  "projectShared.error": "Error",
  "projectShared.deleteFailed": "Failed to delete project",

  // The way to /create-project
  "projectShared.add": "Add Project",
  "projectShared.verifyToAdd": "Verify your new e-mail address to add projects.",

  // A video's length, read out before it ("duration 3:25")
  "projectShared.duration": "duration",

  // A project that did not load; a form the account may not use right now
  "projectShared.notFound": "Project not found",
  "projectShared.notFoundText": "It may have been deleted, or the link is mistyped.",
  "projectShared.discover": "Discover projects",
  "projectShared.loadFailed": "The project could not be loaded",
  "projectShared.loadFailedText": "Check your connection and try again.",
  "projectShared.tryAgain": "Try again",
  "projectShared.backToDiscover": "Back to Discover",
} as const;

export type ProjectSharedMessageId = keyof typeof en;
export default en;
