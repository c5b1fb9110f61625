import type { SearchMessageId } from './en';

/** The search page (/search) (ui/fr.ts, decision 0033). */
export default {
  // The search page (/search)
  "search.title": "Recherche",
  "search.titleQuery": "Recherche : {query}",
  "search.resultsFor": "Résultats pour « {query} »",
  "search.intro": "Trouvez des projets selon ce qu'ils font et des développeurs par nom ou compétence.",
  "search.label": "Rechercher des projets et des développeurs",
  "search.placeholder": "Rechercher des projets, technologies, développeurs…",
  "search.submit": "Rechercher",
  "search.resultType": "Type de résultat",
  "search.tab.projects": "Projets",
  "search.tab.developers": "Développeurs",
  "search.filterCategory": "Filtrer les projets par catégorie",
  "search.projectsFound": "{count, plural, one {# projet trouvé} other {# projets trouvés}}",
  "search.projectsFoundAtLeast": "{count, number}+ projets trouvés",
  "search.developersFound": "{count, plural, one {# développeur trouvé} other {# développeurs trouvés}}",

  // Search results and their empty states
  "search.developers.label": "Développeurs trouvés",
  "search.developers.loadFailed": "Les développeurs n'ont pas pu être chargés. Veuillez réessayer.",
  "search.developers.none": "Aucun développeur trouvé",
  "search.developers.hint": "Essayez un autre nom, une autre compétence ou un autre lieu.",
  "search.clear": "Effacer la recherche",
  "search.projects.label": "Projets trouvés",
  "search.projects.loadFailed": "Les projets n'ont pas pu être chargés. Veuillez réessayer.",
  "search.projects.none": "Aucun projet trouvé",
  "search.projects.hintFiltered": "Essayez de modifier votre recherche ou vos filtres",
  "search.projects.hintEmpty": "Soyez le premier à partager un projet avec la communauté !",
  "search.projects.clear": "Effacer la recherche et les filtres",
} satisfies Record<SearchMessageId, string>;
