/** Discover (/discover, the signed-in home) and Showcase (/showcase) (issue 18). */
const en = {
  // Discover: heading, search and category filter
  "discover.title": "Discover Amazing Projects",
  "discover.intro": "Fresh work from developers in the Shipyard community.",
  "discover.searchLabel": "Search projects",
  "discover.searchPlaceholder": "Search projects, technologies…",
  "discover.filterLabel": "Filter by category",
  "discover.showMore": "Show More Categories",
  "discover.showLess": "Show Less",

  // Discover: trending strip and the feed
  "discover.trending": "Trending Projects",
  "discover.viewAllTrending": "View all trending",
  "discover.loadingTrending": "Loading trending projects",
  "discover.trendingStrip": "Trending projects",
  "discover.all": "All Projects",
  "discover.backToAll": "Back to All Projects",
  "discover.trendingList": "Trending projects list",
  "discover.allList": "All projects list",
  "discover.loadingMore": "Loading...",
  "discover.loadMore": "Load More",
  "discover.loadFailed": "Projects could not be loaded",
  "discover.loadFailedText": "Check your connection and try again.",
  "discover.tryAgain": "Try again",
  "discover.noProjects": "No projects found",
  "discover.noMatch": "Try adjusting your search or filters",
  "discover.beFirst": "Be the first to share a project with the community!",
  "discover.clearFilters": "Clear filters",
  "discover.share": "Share a project",

  // Discover: the page's title and description for browsers and search engines
  "discover.head.search": "Discover: {search}",
  "discover.head.title": "Discover",
  "discover.head.category": "{category} projects",
  "discover.head.categoryDescription": "{category} projects developers have published on Shipyard: the newest first, with trending picks.",
  "discover.head.description": "Discover projects developers have published on Shipyard: the newest work, trending picks and every category.",

  // Showcase: one's own projects
  "discover.showcase.title": "Showcase",
  "discover.showcase.loading": "Loading showcase",
  "discover.showcase.signIn": "Please log in to view your showcase",
  "discover.showcase.signInText": "Your showcase collects your projects and your profile in one place.",
  "discover.showcase.logIn": "Log In",
  "discover.showcase.myProjects": "My Projects",
  "discover.showcase.myProjectsList": "My projects list",
  "discover.showcase.loadFailed": "Your projects could not be loaded",
  "discover.showcase.upload": "Upload your artwork",
  "discover.showcase.uploadText": "Share your first project: a few screenshots or a short video, the stack you used and a link.",
  "discover.showcase.uploadProject": "Upload a project",

  // Showcase: the profile card
  "discover.profile.label": "Your profile",
  "discover.profile.avatarAlt": "{name}'s avatar",
  "discover.profile.avatarFile": "Avatar image file",
  "discover.profile.uploading": "Uploading...",
  "discover.profile.upload": "Upload avatar",
  "discover.profile.developer": "Developer",
  "discover.profile.edit": "Edit profile",
  "discover.profile.projects": "Projects",
  "discover.profile.followers": "Followers",
  "discover.profile.following": "Following",
  "discover.profile.avatarError": "Error uploading avatar",
  "discover.profile.chooseImage": "Please choose an image file",
  "discover.profile.avatarUpdated": "Avatar updated successfully",
  "discover.profile.avatarFailed": "Avatar upload failed",
} as const;

export type DiscoverMessageId = keyof typeof en;
export default en;
