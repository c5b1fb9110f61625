/** The developers page and the profiles (/developers, /developers/:id, /profile): part of the web app's English source catalogue (ui/en.ts, decision 0033). */
const en = {
  // The developers page (/developers): search, stat cards, popular skills, the grid
  "people.title": "Developers",
  "people.searchTitle": "Developers: {query}",
  "people.description": "Meet the developers on {site}: search by name, skill or place, and see what each of them ships.",
  "people.intro": "Find people to follow, learn from and build with.",
  "people.search": "Search developers",
  "people.searchPlaceholder": "Search by name, skill, title or location…",
  "people.statDevelopers": "Active Developers",
  "people.statProjects": "Total Projects",
  "people.statSkills": "Unique Skills",
  "people.resultsFor": "Results for “{query}”",
  "people.all": "All Developers",
  "people.total": "{count, plural, one {# developer} other {# developers}}",
  "people.loadFailed": "Developers could not be loaded. Please try again.",
  "people.none": "No developers found",
  "people.noneForQuery": "Try another name or skill, or pick one of the popular skills above.",
  "people.noneYet": "Nobody has joined yet: be the first!",
  "people.clear": "Clear search",
  "people.popularSkills": "Popular Skills",
  "people.noSkills": "No skills listed yet.",
  "people.developersWord": "{count, plural, one {developer} other {developers}}",

  // Follow and Unfollow on a developer's page (ids kept from before the area existed)
  "follow.follow": "Follow",
  "follow.unfollow": "Unfollow",
  "follow.following": "Following",
  "follow.followingText": "You are now following {name}",
  "follow.unfollowed": "Unfollowed",
  "follow.unfollowedText": "You unfollowed {name}",
  "follow.failed": "Something went wrong. Please try again.",
  "follow.signIn": "Please log in to follow users",

  // Profile counts (both profile pages)
  "counts.projects": "{count, plural, one {Project} other {Projects}}",
  "counts.likes": "{count, plural, one {Like} other {Likes}}",
  "counts.followers": "{count, plural, one {Follower} other {Followers}}",
  "counts.following": "{count, plural, other {Following}}",

  // Profile header (both profile pages)
  "people.developer": "Developer",
  "people.joined": "Joined {date}",
  "people.avatarAlt": "{name}'s avatar",

  // A developer's page (/developers/:id) and its head
  "people.profile.back": "Back",
  "people.profile.loading": "Loading developer",
  "people.profile.notFound": "Developer not found",
  "people.profile.notFoundText": "This profile does not exist or is no longer available.",
  "people.profile.browse": "Browse developers",
  "people.profile.loadFailed": "This profile could not be loaded. Please try again.",
  "people.profile.edit": "Edit Profile",
  "people.profile.message": "Message",
  "people.profile.report": "Report",
  "people.profile.emptyBio": "{name} hasn't written a bio yet.",
  "people.profile.emptyBioUnnamed": "This developer hasn't written a bio yet.",
  "people.profile.noProjectsText": "{name} hasn't shared any projects yet.",
  "people.profile.firstProjectText": "Share your first project with the community.",
  "people.head.description": "{name}, {summary}: {count, plural, one {# project} other {# projects}} on {site}.",
  "people.head.descriptionPlain": "{name}: {count, plural, one {# project} other {# projects}} on {site}.",

  // The own profile (/profile)
  "people.own.title": "Your profile",
  "people.own.loading": "Loading profile",
  "people.own.redirecting": "Redirecting to sign in",
  "people.own.viewPublic": "View public profile",
  "people.own.emptyBio": "Tell the community about yourself: choose Edit Profile to add a bio.",
  "people.own.emptySkills": "No skills yet: add some with Edit Profile.",
  "people.own.projects": "My Projects",
  "people.own.noProjectsText": "Share what you've built: it shows here and on your public profile.",

  // A person's projects (both profile pages)
  "people.projects.title": "Projects",
  "people.projects.countWord": "{count, plural, one {project} other {projects}}",
  "people.projects.loadFailed": "Projects could not be loaded. Please try again.",
  "people.projects.none": "No projects yet",
  "people.projects.create": "Create New Project",

  // About card: bio, skills, links
  "people.about.title": "About",
  "people.about.skills": "Skills",
  "people.about.links": "Links",
  "people.links.newTab": "(opens in a new tab)",
  "people.platform.publicEmail": "Public email",
  "people.platform.website": "Website",

  // Avatar upload (own profile)
  "people.avatar.upload": "Upload avatar",
  "people.avatar.uploading": "Uploading avatar…",
  "people.avatar.errorTitle": "Error uploading avatar",
  "people.avatar.notImage": "Please choose an image file",
  "people.avatar.updated": "Avatar updated successfully",
  "people.avatar.failed": "Avatar upload failed",

  // Edit Profile form
  "people.form.intro": "This is how other developers see you on Shipyard.",
  "people.form.firstName": "First name",
  "people.form.lastName": "Last name",
  "people.form.title": "Title",
  "people.form.titlePlaceholder": "e.g. Full-stack developer",
  "people.form.location": "Location",
  "people.form.locationPlaceholder": "e.g. Lisbon, Portugal",
  "people.form.bio": "Bio",
  "people.form.bioHint": "Markdown works: links, lists, emphasis.",
  "people.form.bioPlaceholder": "What do you build? What are you learning?",
  "people.form.cancel": "Cancel",
  "people.form.save": "Save Changes",
  "people.form.saved": "Profile updated successfully",
  "people.form.saveFailed": "Failed to update profile",

  // Edit Profile: skills editor
  "people.skills.yours": "Your skills",
  "people.skills.remove": "Remove {skill}",
  "people.skills.placeholder": "e.g. TypeScript, React, PostgreSQL",
  "people.skills.hint": "Press Enter or comma to add a skill (up to {max, number}).",

  // Edit Profile: social links editor
  "people.links.legend": "Social links",
  "people.links.none": "No links yet. Add your website, e-mail or profiles below.",
  "people.links.handlePlaceholder": "username or full URL",
  "people.links.remove": "Remove {platform}",
  "people.links.platform": "Platform",
  "people.links.choose": "Choose a platform…",
  "people.links.value": "Link or handle",
  "people.links.add": "Add link",
  "people.links.hint": "A handle becomes a link to the platform; a value starting with http is used as is.",
  "people.links.choosePlatform": "Please choose a platform",
  "people.links.duplicate": "Each platform can only be added once",
  "people.links.enterValue": "Please enter a value",
} as const;

export type PeopleMessageId = keyof typeof en;
export default en;
