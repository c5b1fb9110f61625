/**
 * The project page, /projects/:slug (issue 18): header, media gallery and lightbox, write-up,
 * facts column, likes and comments. Part of the web app's English source catalogue (ui/en.ts,
 * decision 0033).
 */
const en = {
  // Page header, links and the page's head (title, description, breadcrumbs)
  "project.back": "Back",
  "project.categories": "Categories",
  "project.link.code": "Code",
  "project.link.liveDemo": "Live Demo",
  "project.link.video": "Video",
  "project.draft": "Draft — only you can see this project.",
  "project.edit": "Edit",
  "project.delete": "Delete",
  "project.loading": "Loading project",
  "project.head.title": "Project",
  "project.head.description": "A project by {author} on {site}.",
  "project.head.discover": "Discover",

  // Likes
  "project.like": "Like",
  "project.liked": "Liked",
  "project.likesWord": "{count, plural, other {likes}}",
  "project.signInRequired": "Sign in required",
  "project.signInToLike": "You need to sign in to like projects",
  "project.likeFailed": "Failed to update like",

  // About this project
  "project.about": "About this project",
  "project.noDescription": "No description provided.",
  "project.contents": "Contents",

  // Facts column
  "project.facts": "Project facts",
  "project.createdBy": "Created by",
  "project.developer": "Developer",
  "project.created": "Created <time>{date}</time>",
  "project.views": "Views",
  "project.likes": "Likes",
  "project.commentsCount": "Comments",
  "project.technologies": "Technologies",
  "project.tags": "Tags",

  // Media gallery and lightbox
  "project.videos": "Videos",
  "project.images": "Images",
  "project.videoFigure": "Video {number}",
  "project.videoLabel": "{title} — video {number}",
  "project.imageFigure": "Image {number}",
  "project.openImage": "Open image {number} of {title}",
  "project.imageAlt": "{title} — image {number}",
  "project.imagePosition": "{number} of {total}",
  "project.preview": "✓ Preview",
  "project.setPreview": "Set as Preview",
  "project.previewUpdated": "Preview media updated",
  "project.previewFailed": "Failed to update preview",
  "project.lightbox.previous": "Previous image",
  "project.lightbox.next": "Next image",
  "project.lightbox.close": "Close",
  "project.lightbox.zoomIn": "Zoom in",
  "project.lightbox.zoomOut": "Zoom out",
  "project.lightbox.label": "Lightbox",
  "project.lightbox.carousel": "Carousel",
  "project.lightbox.gallery": "Photo gallery",
  "project.lightbox.slide": "Slide",
  "project.lightbox.slideOf": "{index} of {total}",
  "project.lightbox.caption": "Caption",

  // Comments
  "project.comments": "Comments",
  "project.commentTotal": "({count, number})",
  "project.addComment": "Add a comment",
  "project.commentPlaceholder": "Share feedback or ask a question…",
  "project.commentPlaceholderVisitor": "Sign in to join the conversation…",
  "project.beKind": "Be kind and specific.",
  "project.signInToCommentLink": "Sign in to comment",
  "project.signInToComment": "You need to sign in to comment",
  "project.posting": "Posting...",
  "project.post": "Post",
  "project.loadingComments": "Loading comments",
  "project.noComments": "No comments yet. Start the conversation.",
  "project.commentFailed": "Failed to post comment",
  // Report (a project that is not yours, a comment that is not yours)
  "project.report": "Report project",
  "project.reportComment": "Report the comment by {name}",
} as const;

export type ProjectMessageId = keyof typeof en;
export default en;
