import type { CardsMessageId } from './en';

/** Project cards, the Save dialog and the community totals (ui/es.ts, decision 0033). */
export default {
  // A project's card
  "cards.video": "Vídeo",
  "cards.draft": "Borrador",
  "cards.likesTitle": "{count, plural, one {# «me gusta»} other {# «me gusta»}}",
  "cards.likesUnit": "{count, plural, one {«me gusta»} other {«me gusta»}}",
  "cards.commentsTitle": "{count, plural, one {# comentario} other {# comentarios}}",
  "cards.commentsUnit": "{count, plural, one {comentario} other {comentarios}}",
  "cards.technologies": "Tecnologías",
  "cards.moreTechnologies": "{count, plural, one {tecnología más} other {tecnologías más}}",
  "cards.videoPreviewOf": "Vista previa en vídeo de {title}",
  "cards.previewOf": "Vista previa de {title}",

  // A grid of cards
  "cards.projects": "Proyectos",
  "cards.loadingProjects": "Cargando proyectos",

  // The community totals (landing, Discover)
  "cards.stats.title": "La comunidad de un vistazo",
  "cards.stats.developers": "Desarrolladores activos",
  "cards.stats.projects": "Proyectos publicados",
  "cards.stats.likes": "«Me gusta» dados",
  "cards.stats.comments": "Comentarios escritos",

  // Save to a collection: the button
  "cards.save.signIn": "Inicia sesión para guardar proyectos",
  "cards.save.cardLabel": "Guardar {title} en una colección",
  "cards.save.button": "Guardar",
  "cards.save.countUnit": "{count, plural, one {guardado} other {guardados}}",

  // Save to a collection: the dialog
  "cards.save.title": "Guardar en una colección",
  "cards.save.loading": "Cargando tus colecciones",
  "cards.save.loadFailed": "No se pudieron cargar tus colecciones. Inténtalo de nuevo.",
  "cards.save.yours": "Tus colecciones",
  "cards.save.defaultName": "Guardados",
  "cards.save.private": "Privada",
  "cards.save.projectsUnit": "{count, plural, one {proyecto} other {proyectos}}",
  "cards.save.saveFailed": "No se pudo guardar el proyecto",
  "cards.save.removeFailed": "No se pudo quitar el proyecto",
  "cards.save.newCollection": "Nueva colección",
  "cards.save.placeholder": "p. ej., Herramientas geniales",
  "cards.save.creating": "Creando...",
  "cards.save.create": "Crear",
  "cards.save.createFailed": "No se pudo crear la colección",
  "cards.save.privateOption": "Privada (solo tú puedes verla)",
  "cards.save.saved": "Guardado",
  "cards.save.manage": "Gestionar colecciones",
} satisfies Record<CardsMessageId, string>;
