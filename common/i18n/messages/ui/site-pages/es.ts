import type { SitePagesMessageId } from './en';

/** The operator's pages (ui/es.ts, decision 0033). */
export default {
  "sitePages.description": "{title} de {site}.",
  "sitePages.updated": "Última actualización: {date}",
  "sitePages.loading": "Cargando…",
  "sitePages.loadFailed": "No se ha podido cargar esta página. Inténtalo de nuevo más tarde.",
  "sitePages.notPublished": "{site} aún no ha publicado {page, select, about {una página «Acerca de»} conduct {su código de conducta} terms {sus condiciones del servicio} other {su política de privacidad}}.",
  "sitePages.questions": "¿Tienes preguntas? Escribe a <link>{email}</link>.",
} satisfies Record<SitePagesMessageId, string>;
