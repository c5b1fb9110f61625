/** The search page (/search): part of the web app's English source catalogue (ui/en.ts, decision 0033). */
const en = {
  // The search page (/search)
  "search.title": "Search",
  "search.titleQuery": "Search: {query}",
  "search.resultsFor": "Results for “{query}”",
  "search.intro": "Find projects by what they do and developers by name or skill.",
  "search.label": "Search projects and developers",
  "search.placeholder": "Search projects, technologies, developers…",
  "search.submit": "Search",
  "search.resultType": "Result type",
  "search.tab.projects": "Projects",
  "search.tab.developers": "Developers",
  "search.filterCategory": "Filter projects by category",
  "search.projectsFound": "{count, plural, one {# project found} other {# projects found}}",
  "search.projectsFoundAtLeast": "{count, number}+ projects found",
  "search.developersFound": "{count, plural, one {# developer found} other {# developers found}}",

  // Search results and their empty states
  "search.developers.label": "Developer results",
  "search.developers.loadFailed": "Developers could not be loaded. Please try again.",
  "search.developers.none": "No developers found",
  "search.developers.hint": "Try another name, skill or location.",
  "search.clear": "Clear search",
  "search.projects.label": "Project results",
  "search.projects.loadFailed": "Projects could not be loaded. Please try again.",
  "search.projects.none": "No projects found",
  "search.projects.hintFiltered": "Try adjusting your search or filters",
  "search.projects.hintEmpty": "Be the first to share a project with the community!",
  "search.projects.clear": "Clear search and filters",
} as const;

export type SearchMessageId = keyof typeof en;
export default en;
