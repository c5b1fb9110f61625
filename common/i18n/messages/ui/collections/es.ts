import type { CollectionsMessageId } from './en';

/** Collections: a collection's page and a profile's section (ui/es.ts, decision 0033). */
export default {
  // A profile's Collections section
  "collections.heading": "Colecciones",
  "collections.countUnit": "{count, plural, one {colección} other {colecciones}}",
  "collections.loading": "Cargando colecciones",
  "collections.loadFailed": "No se pudieron cargar las colecciones. Inténtalo de nuevo.",
  "collections.empty": "Aún no hay colecciones",
  "collections.emptyOwner": "Usa Guardar en cualquier proyecto para tenerlo en una colección.",
  "collections.emptyOther": "No hay colecciones públicas que mostrar.",
  "collections.private": "Privada",
  "collections.projectCount": "{count, plural, one {# proyecto} other {# proyectos}}",

  // A collection's page
  "collections.label": "Colección",
  "collections.notFound": "Colección no encontrada",
  "collections.notFoundText": "Esta colección no existe, es privada o ya no está disponible.",
  "collections.discover": "Descubrir proyectos",
  "collections.loadingOne": "Cargando la colección",
  "collections.loadOneFailed": "No se pudo cargar esta colección. Inténtalo de nuevo.",
  "collections.headDescription": "{name}: {count, plural, one {# proyecto reunido} other {# proyectos reunidos}} por {owner} en {site}.",
  "collections.projectsFailed": "No se pudieron cargar los proyectos. Inténtalo de nuevo.",
  "collections.emptyItems": "Aún no hay nada guardado aquí",
  "collections.emptyItemsOwner": "Usa Guardar en la página o la tarjeta de un proyecto para añadirlo a esta colección.",
  "collections.emptyItemsOther": "Los proyectos que se guarden aquí aparecerán en esta lista.",
  "collections.loadingMore": "Cargando...",
  "collections.loadMore": "Cargar más",

  // The owner's controls
  "collections.makePublic": "Hacer pública",
  "collections.makePrivate": "Hacer privada",
  "collections.nowPrivate": "La colección es privada",
  "collections.nowPublic": "La colección es pública",
  "collections.edit": "Editar",
  "collections.delete": "Eliminar",
  "collections.cancel": "Cancelar",
  "collections.updated": "Colección actualizada",
  "collections.updateFailed": "No se pudo actualizar la colección",
  "collections.editTitle": "Editar colección",
  "collections.editDefault": "Tu lista «Guardados» conserva su nombre.",
  "collections.editText": "Nombre, descripción y quién puede verla.",
  "collections.name": "Nombre",
  "collections.description": "Descripción",
  "collections.privateText": "Solo tú puedes ver una colección privada; para los demás, no existe.",
  "collections.saving": "Guardando...",
  "collections.saveChanges": "Guardar cambios",
  "collections.deleted": "Colección eliminada",
  "collections.deleteFailed": "No se pudo eliminar la colección",
  "collections.deleteTitle": "¿Eliminar esta colección?",
  "collections.deleteText": "«{name}» se elimina; los proyectos que contiene se quedan donde están.",
  "collections.deleting": "Eliminando...",

  // Taking a project out of one's collection
  "collections.removeLabel": "Quitar {title} de esta colección",
  "collections.removed": "Quitado de la colección",
  "collections.removeFailed": "No se pudo quitar el proyecto",
} satisfies Record<CollectionsMessageId, string>;
