import type { SearchMessageId } from './en';

/** The search page (/search) (ui/es.ts, decision 0033). */
export default {
  // The search page (/search)
  "search.title": "Buscar",
  "search.titleQuery": "Búsqueda: {query}",
  "search.resultsFor": "Resultados para «{query}»",
  "search.intro": "Encuentra proyectos por lo que hacen y desarrolladores por nombre o habilidad.",
  "search.label": "Buscar proyectos y desarrolladores",
  "search.placeholder": "Busca proyectos, tecnologías, desarrolladores…",
  "search.submit": "Buscar",
  "search.resultType": "Tipo de resultado",
  "search.tab.projects": "Proyectos",
  "search.tab.developers": "Desarrolladores",
  "search.filterCategory": "Filtrar proyectos por categoría",
  "search.projectsFound": "{count, plural, one {# proyecto encontrado} other {# proyectos encontrados}}",
  "search.projectsFoundAtLeast": "{count, number}+ proyectos encontrados",
  "search.developersFound": "{count, plural, one {# desarrollador encontrado} other {# desarrolladores encontrados}}",

  // Search results and their empty states
  "search.developers.label": "Desarrolladores encontrados",
  "search.developers.loadFailed": "No se han podido cargar los desarrolladores. Inténtalo de nuevo.",
  "search.developers.none": "No se han encontrado desarrolladores",
  "search.developers.hint": "Prueba con otro nombre, habilidad o ubicación.",
  "search.clear": "Borrar la búsqueda",
  "search.projects.label": "Proyectos encontrados",
  "search.projects.loadFailed": "No se han podido cargar los proyectos. Inténtalo de nuevo.",
  "search.projects.none": "No se han encontrado proyectos",
  "search.projects.hintFiltered": "Prueba a ajustar la búsqueda o los filtros",
  "search.projects.hintEmpty": "¡Sé el primero en compartir un proyecto con la comunidad!",
  "search.projects.clear": "Borrar la búsqueda y los filtros",
} satisfies Record<SearchMessageId, string>;
