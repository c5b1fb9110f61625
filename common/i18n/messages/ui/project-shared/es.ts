import type { ProjectSharedMessageId } from './en';

/** Project texts shown wherever projects are listed or opened (ui/es.ts, decision 0033). */
export default {
  // Owner's card menu and the delete confirmation
  "projectShared.actions": "Acciones del proyecto",
  "projectShared.edit": "Editar",
  "projectShared.delete": "Eliminar",
  "projectShared.deleteTitle": "¿Eliminar el proyecto?",
  "projectShared.deleteText": "«{title}» se eliminará para siempre, con sus imágenes, vídeos, «me gusta» y comentarios. No se puede deshacer.",
  "projectShared.cancel": "Cancelar",
  "projectShared.deleting": "Eliminando...",
  "projectShared.deleted": "Proyecto eliminado",
  "projectShared.error": "Error",
  "projectShared.deleteFailed": "No se ha podido eliminar el proyecto",

  // The way to /create-project
  "projectShared.add": "Añadir proyecto",
  "projectShared.verifyToAdd": "Verifica tu nueva dirección de correo electrónico para añadir proyectos.",

  // A video's length, read out before it ("duration 3:25")
  "projectShared.duration": "duración",

  // A project that did not load; a form the account may not use right now
  "projectShared.notFound": "Proyecto no encontrado",
  "projectShared.notFoundText": "Puede que se haya eliminado o que el enlace esté mal escrito.",
  "projectShared.discover": "Descubrir proyectos",
  "projectShared.loadFailed": "No se ha podido cargar el proyecto",
  "projectShared.loadFailedText": "Comprueba tu conexión e inténtalo de nuevo.",
  "projectShared.tryAgain": "Reintentar",
  "projectShared.backToDiscover": "Volver a Descubrir",
} satisfies Record<ProjectSharedMessageId, string>;
