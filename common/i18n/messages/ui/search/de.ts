import type { SearchMessageId } from './en';

/** The search page (/search) (ui/de.ts, decision 0033). */
export default {
  // The search page (/search)
  "search.title": "Suche",
  "search.titleQuery": "Suche: {query}",
  "search.resultsFor": "Ergebnisse für „{query}“",
  "search.intro": "Finde Projekte nach dem, was sie tun, und Entwickler nach Name oder Fähigkeit.",
  "search.label": "Projekte und Entwickler suchen",
  "search.placeholder": "Projekte, Technologien, Entwickler suchen …",
  "search.submit": "Suchen",
  "search.resultType": "Ergebnistyp",
  "search.tab.projects": "Projekte",
  "search.tab.developers": "Entwickler",
  "search.filterCategory": "Projekte nach Kategorie filtern",
  "search.projectsFound": "{count, plural, one {# Projekt gefunden} other {# Projekte gefunden}}",
  "search.projectsFoundAtLeast": "{count, number}+ Projekte gefunden",
  "search.developersFound": "{count, plural, one {# Entwickler gefunden} other {# Entwickler gefunden}}",

  // Search results and their empty states
  "search.developers.label": "Gefundene Entwickler",
  "search.developers.loadFailed": "Die Entwickler konnten nicht geladen werden. Bitte versuche es noch einmal.",
  "search.developers.none": "Keine Entwickler gefunden",
  "search.developers.hint": "Versuch es mit einem anderen Namen, einer anderen Fähigkeit oder einem anderen Ort.",
  "search.clear": "Suche zurücksetzen",
  "search.projects.label": "Gefundene Projekte",
  "search.projects.loadFailed": "Die Projekte konnten nicht geladen werden. Bitte versuche es noch einmal.",
  "search.projects.none": "Keine Projekte gefunden",
  "search.projects.hintFiltered": "Passe deine Suche oder die Filter an",
  "search.projects.hintEmpty": "Teile als Erste oder Erster ein Projekt mit der Community!",
  "search.projects.clear": "Suche und Filter zurücksetzen",
} satisfies Record<SearchMessageId, string>;
