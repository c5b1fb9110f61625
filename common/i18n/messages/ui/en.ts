import type { AdminMessageId } from './admin/en';
import type { AdminMembersMessageId } from './admin-members/en';
import type { AdminReportsMessageId } from './admin-reports/en';
import type { AdminSiteMessageId } from './admin-site/en';
import type { AuthMessageId } from './auth/en';
import type { CardsMessageId } from './cards/en';
import type { CategoriesMessageId } from './categories/en';
import type { CollectionsMessageId } from './collections/en';
import type { DeveloperCardMessageId } from './developerCard/en';
import type { DiscoverMessageId } from './discover/en';
import type { InvitationsMessageId } from './invitations/en';
import type { MessagesMessageId } from './messages/en';
import type { PeopleMessageId } from './people/en';
import type { ProjectMessageId } from './project/en';
import type { ProjectEditorMessageId } from './project-editor/en';
import type { ProjectSharedMessageId } from './project-shared/en';
import type { ReportMessageId } from './report/en';
import type { SearchMessageId } from './search/en';
import type { SettingsMessageId } from './settings/en';
import type { SetupMessageId } from './setup/en';
import type { SignInMessageId } from './sign-in/en';
import type { SitePagesMessageId } from './site-pages/en';
import type { WriteupMessageId } from './writeup/en';

/**
 * The web app's texts (issue 18, decisions 0033 and 0034) in ICU message syntax. English is the
 * source and keeps the spec's exact texts; the other catalogues have exactly these ids and the same
 * placeholders (common/i18n/catalogues.test.ts). Ids name where a text is shown, not what it says.
 *
 * This file is the core: the shell and the few texts every page shows. Each screen family's texts
 * are an area of their own (`./<area>/<locale>.ts`, listed in ./index.ts), which the browser
 * fetches when a page shows them (web/src/i18n/message-store.ts).
 */
const en = {
  // App shell: header, navigation, menus, footer, account notices
  "shell.loading": "Loading",
  "shell.skipToContent": "Skip to main content",
  "shell.loadingAccount": "Loading account",
  "nav.main": "Main",
  "nav.discover": "Discover",
  "nav.developers": "Developers",
  "nav.showcase": "Showcase",
  "nav.messages": "Messages",
  "nav.search": "Search",
  "nav.signIn": "Sign In",
  "nav.join": "Join",
  "nav.openMenu": "Open navigation menu",
  "theme.toggle": "Toggle theme",
  "theme.switchToDark": "Switch to dark theme",
  "theme.switchToLight": "Switch to light theme",
  "userMenu.label": "Account menu",
  "userMenu.profile": "Profile",
  "userMenu.addProject": "Add Project",
  "userMenu.messages": "Messages",
  "userMenu.settings": "Settings",
  "userMenu.invite": "Invite people",
  "userMenu.admin": "Admin Panel",
  "userMenu.logOut": "Log out",
  "userMenu.logOutFailed": "Sign out failed",
  "common.tryAgain": "Please try again.",
  "footer.site": "Site",
  "footer.contact": "Contact",
  "footer.language": "Language",
  "sitePage.about": "About",
  "sitePage.code-of-conduct": "Code of conduct",
  "sitePage.terms": "Terms of service",
  "sitePage.privacy": "Privacy policy",
  "banner.bannedTitle": "Account Banned",
  "banner.banned": "Your account has been permanently banned from the product.",
  "banner.reason": "Reason: {reason}",
  "banner.suspendedTitle": "Account Suspended",
  "banner.suspended": "Your account is temporarily suspended until {until}.",
  "banner.suspendedLimits": "During this time, you have limited access to platform features.",
  "banner.warnedTitle": "Account Warning",
  "banner.warned": "You have received {count, plural, other {# warning(s)}} for violating community guidelines.",
  "banner.warnedReview": "Please review our community standards to avoid further action.",

  // Landing page
  "landing.description": "{site} is where developers publish their projects, find each other’s work and build a portfolio that speaks for itself.",
  "landing.tagline": "The showcase for developers who ship",
  "landing.title": "Show the world what you ship",
  "landing.intro": "{site} is where developers publish their projects, find each other's work and build a portfolio that speaks for itself.",
  "landing.searchLabel": "Search projects and developers",
  "landing.searchPlaceholder": "Search projects and people…",
  "landing.search": "Search",
  "landing.startShowcase": "Start Your Showcase",
  "landing.explore": "Explore Projects",
  "landing.featuredProjects": "Featured Projects",
  "landing.trending": "Trending right now in the community.",
  "landing.handPicked": "Hand-picked work from the community.",
  "landing.filterFeatured": "Filter featured projects",
  "landing.featuredList": "Featured projects list",
  "landing.noProjects": "No projects here yet",
  "landing.beFirst": "Be the first to share a project in this category.",
  "landing.featuredDevelopers": "Featured Developers",
  "landing.peopleBehind": "The people behind the projects.",
  "landing.allDevelopers": "All developers",
  "landing.featuredDevelopersList": "Featured developers list",
  "landing.growing": "A growing community",
  "landing.ready": "Ready to share your work?",
  "landing.readyText": "Create a free account, add your first project and send one link to anyone who asks what you've built.",
  "landing.meet": "Meet the developers",
  "landing.footer": "Footer",
  "landing.copyright": "© {year} {site}. Built for developers.",

  // Notifications
  "notif.title": "Notifications",
  "notif.unreadLabel": "{count, plural, =0 {Notifications} other {Notifications, # unread}}",
  "notif.markAll": "Mark all read",
  "notif.loading": "Loading…",
  "notif.empty": "You’re all caught up",
  "notif.emptyText": "Likes, comments, new followers and messages show up here.",
  "notif.unread": "Unread",
  "notif.moderators": "Moderators",
  "notif.liked": "<b>{who}</b> liked <target>{title}</target>",
  "notif.likedYourProject": "<b>{who}</b> liked <target>your project</target>",
  "notif.commented": "<b>{who}</b> commented on <target>{title}</target>",
  "notif.commentedYourProject": "<b>{who}</b> commented on <target>your project</target>",
  "notif.followed": "<b>{who}</b> started following you",
  "notif.messaged": "<b>{who}</b> sent you {count, plural, one {a message} other {# messages}}",
  "notif.notice": "<b>{who}</b> sent you a notice about your account",
  "notif.noticeWith": "<b>{who}</b> {message}",

  // Not found
  "notFound.title": "Page not found",
  "notFound.text": "The page you're looking for doesn't exist or may have been moved.",
  "notFound.home": "Go home",
  "notFound.search": "Search {site}",

  // Shared controls
  "ui.close": "Close",
  "ui.dismiss": "Dismiss notification",

  // Shown on any page: the error boundary, the page loader, error toasts, list inputs
  "error.title": "Something went wrong",
  "error.text": "This page could not be shown. Reloading usually helps; if it keeps happening, try again later.",
  "error.reload": "Reload page",
  "shell.loadingPage": "Loading page",
  "toast.error": "Error",
  "toast.verifyRequired": "Email Verification Required",
  "toast.unauthorized": "Unauthorized",
  "toast.loggedOut": "You are logged out. Logging in again...",
  "ui.list.add": "Add<sr> {noun, select, technology {technology} tag {tag} category {category} other {{noun}}}</sr>",
  "ui.list.chosen": "Chosen {noun, select, technology {technologies} tag {tags} category {categories} other {{noun}s}}",
  "ui.list.remove": "Remove {label}",

  // The appeal under the account notice; why an account may not publish right now
  "appeal.open": "Appeal this {sanction, select, warn {warning} suspend {suspension} other {ban}}",
  "appeal.question": "Why should this decision be reconsidered?",
  "appeal.limits": "You can appeal each sanction once. At most {max} characters.",
  "appeal.send": "Send appeal",
  "appeal.cancel": "Cancel",
  "appeal.textRequired": "Please explain why this decision should be reconsidered.",
  "appeal.textTooLong": "Your appeal must be at most {max} characters",
  "appeal.failed": "Your appeal could not be sent. Please try again.",
  "appeal.submitted": "Your appeal has been sent. The moderators will review it.",
  "appeal.pending": "Your appeal of this {sanction, select, warn {warning} suspend {suspension} other {ban}} is waiting for review by the moderators.",
  "appeal.accepted": "Your appeal of this {sanction, select, warn {warning} suspend {suspension} other {ban}} was accepted.",
  "appeal.rejected": "Your appeal of this {sanction, select, warn {warning} suspend {suspension} other {ban}} was rejected.",
  "restriction.banned": "Your account is banned, so it can no longer publish or change anything.",
  "restriction.suspended": "Your account is suspended. Until then it is read-only.",
  "restriction.suspendedUntil": "Your account is suspended until {until}. Until then it is read-only.",
  "restriction.unverified": "Your e-mail address {email} is not verified yet. Until you follow the link we sent to it, your account is read-only.",

  // Sign-in providers
  "provider.continue": "Continue with {provider}",

} as const;

export type CoreMessageId = keyof typeof en;
/** Every id of the web app: the core's and each area's. */
export type UiMessageId =
  | CoreMessageId
  | AdminMessageId
  | AdminMembersMessageId
  | AdminReportsMessageId
  | AdminSiteMessageId
  | AuthMessageId
  | CardsMessageId
  | CategoriesMessageId
  | CollectionsMessageId
  | DeveloperCardMessageId
  | DiscoverMessageId
  | InvitationsMessageId
  | MessagesMessageId
  | PeopleMessageId
  | ProjectMessageId
  | ProjectEditorMessageId
  | ProjectSharedMessageId
  | ReportMessageId
  | SearchMessageId
  | SettingsMessageId
  | SetupMessageId
  | SignInMessageId
  | SitePagesMessageId
  | WriteupMessageId;
export default en;
