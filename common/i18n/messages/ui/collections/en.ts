/**
 * Collections (issue 16, 18): a collection's page and its owner's controls, and the Collections
 * section of a profile (/profile, /developers/:id).
 */
const en = {
  // A profile's Collections section
  "collections.heading": "Collections",
  "collections.countUnit": "{count, plural, one {collection} other {collections}}",
  "collections.loading": "Loading collections",
  "collections.loadFailed": "Collections could not be loaded. Please try again.",
  "collections.empty": "No collections yet",
  "collections.emptyOwner": "Use Save on any project to keep it in a collection.",
  "collections.emptyOther": "No public collections to show.",
  "collections.private": "Private",
  "collections.projectCount": "{count, plural, one {# project} other {# projects}}",

  // A collection's page
  "collections.label": "Collection",
  "collections.notFound": "Collection not found",
  "collections.notFoundText": "This collection does not exist, is private, or is no longer available.",
  "collections.discover": "Discover projects",
  "collections.loadingOne": "Loading collection",
  "collections.loadOneFailed": "This collection could not be loaded. Please try again.",
  "collections.headDescription": "{name}: {count, plural, other {# projects}} collected by {owner} on {site}.",
  "collections.projectsFailed": "Projects could not be loaded. Please try again.",
  "collections.emptyItems": "Nothing saved here yet",
  "collections.emptyItemsOwner": "Use Save on a project page or card to add it to this collection.",
  "collections.emptyItemsOther": "Projects saved here will show up in this list.",
  "collections.loadingMore": "Loading...",
  "collections.loadMore": "Load More",

  // The owner's controls
  "collections.makePublic": "Make public",
  "collections.makePrivate": "Make private",
  "collections.nowPrivate": "Collection is private",
  "collections.nowPublic": "Collection is public",
  "collections.edit": "Edit",
  "collections.delete": "Delete",
  "collections.cancel": "Cancel",
  "collections.updated": "Collection updated",
  "collections.updateFailed": "Failed to update the collection",
  "collections.editTitle": "Edit collection",
  "collections.editDefault": "Your Saved list keeps its name.",
  "collections.editText": "Name, description and who can see it.",
  "collections.name": "Name",
  "collections.description": "Description",
  "collections.privateText": "Only you can see a private collection; to anyone else it does not exist.",
  "collections.saving": "Saving...",
  "collections.saveChanges": "Save Changes",
  "collections.deleted": "Collection deleted",
  "collections.deleteFailed": "Failed to delete the collection",
  "collections.deleteTitle": "Delete this collection?",
  "collections.deleteText": "\"{name}\" goes; the projects in it stay where they are.",
  "collections.deleting": "Deleting...",

  // Taking a project out of one's collection
  "collections.removeLabel": "Remove {title} from this collection",
  "collections.removed": "Removed from collection",
  "collections.removeFailed": "Failed to remove the project",
} as const;

export type CollectionsMessageId = keyof typeof en;
export default en;
