import type { ProjectMessageId } from './en';

/** The project page (ui/es.ts, decision 0033). */
export default {
  // Page header, links and the page's head (title, description, breadcrumbs)
  "project.back": "Volver",
  "project.categories": "Categorías",
  "project.link.code": "Código",
  "project.link.liveDemo": "Demo en vivo",
  "project.link.video": "Vídeo",
  "project.draft": "Borrador: solo tú puedes ver este proyecto.",
  "project.edit": "Editar",
  "project.delete": "Eliminar",
  "project.loading": "Cargando el proyecto",
  "project.head.title": "Proyecto",
  "project.head.description": "Un proyecto de {author} en {site}.",
  "project.head.discover": "Descubrir",

  // Likes
  "project.like": "Me gusta",
  "project.liked": "Te gusta",
  "project.likesWord": "{count, plural, one {me gusta} other {me gusta}}",
  "project.signInRequired": "Tienes que iniciar sesión",
  "project.signInToLike": "Inicia sesión para dar «me gusta» a los proyectos",
  "project.likeFailed": "No se ha podido actualizar el «me gusta»",

  // About this project
  "project.about": "Sobre este proyecto",
  "project.noDescription": "No hay descripción.",
  "project.contents": "Índice",

  // Facts column
  "project.facts": "Datos del proyecto",
  "project.createdBy": "Creado por",
  "project.developer": "Desarrollador",
  "project.created": "Creado el <time>{date}</time>",
  "project.views": "Visitas",
  "project.likes": "Me gusta",
  "project.commentsCount": "Comentarios",
  "project.technologies": "Tecnologías",
  "project.tags": "Etiquetas",

  // Media gallery and lightbox
  "project.videos": "Vídeos",
  "project.images": "Imágenes",
  "project.videoFigure": "Vídeo {number}",
  "project.videoLabel": "{title}: vídeo {number}",
  "project.imageFigure": "Imagen {number}",
  "project.openImage": "Abrir la imagen {number} de {title}",
  "project.imageAlt": "{title}: imagen {number}",
  "project.imagePosition": "{number} de {total}",
  "project.preview": "✓ Vista previa",
  "project.setPreview": "Usar como vista previa",
  "project.previewUpdated": "Vista previa actualizada",
  "project.previewFailed": "No se ha podido actualizar la vista previa",
  "project.lightbox.previous": "Imagen anterior",
  "project.lightbox.next": "Imagen siguiente",
  "project.lightbox.close": "Cerrar",
  "project.lightbox.zoomIn": "Acercar",
  "project.lightbox.zoomOut": "Alejar",
  "project.lightbox.label": "Visor de imágenes",
  "project.lightbox.carousel": "Carrusel",
  "project.lightbox.gallery": "Galería de fotos",
  "project.lightbox.slide": "Diapositiva",
  "project.lightbox.slideOf": "{index} de {total}",
  "project.lightbox.caption": "Leyenda",

  // Comments
  "project.comments": "Comentarios",
  "project.commentTotal": "({count, number})",
  "project.addComment": "Añade un comentario",
  "project.commentPlaceholder": "Comparte tu opinión o haz una pregunta…",
  "project.commentPlaceholderVisitor": "Inicia sesión para unirte a la conversación…",
  "project.beKind": "Sé amable y concreto.",
  "project.signInToCommentLink": "Inicia sesión para comentar",
  "project.signInToComment": "Tienes que iniciar sesión para comentar",
  "project.posting": "Publicando...",
  "project.post": "Publicar",
  "project.loadingComments": "Cargando los comentarios",
  "project.noComments": "Todavía no hay comentarios. Empieza la conversación.",
  "project.commentFailed": "No se ha podido publicar el comentario",
  // Report (a project that is not yours, a comment that is not yours)
  "project.report": "Denunciar proyecto",
  "project.reportComment": "Denunciar el comentario de {name}",
} satisfies Record<ProjectMessageId, string>;
