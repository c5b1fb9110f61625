import type { WriteupMessageId } from './en';

/** The write-up editor (ui/es.ts, decision 0033). */
export default {
  // Kept draft
  "writeup.draftFound": "Tienes un borrador sin guardar de este texto de una visita anterior.",
  "writeup.restore": "Recuperar borrador",
  "writeup.discard": "Descartar",

  // Tabs and preview
  "writeup.tabs": "Escribir o previsualizar",
  "writeup.write": "Escribir",
  "writeup.preview": "Vista previa",
  "writeup.nothingToPreview": "Todavía no hay nada que previsualizar.",
  "writeup.rendering": "Generando la vista previa…",
  "writeup.previewFailed": "No se ha podido generar la vista previa. Tu texto está a salvo; inténtalo de nuevo en un momento.",

  // Images, count
  "writeup.onlyImages": "En el texto solo se pueden poner imágenes JPEG, PNG, WebP, GIF o AVIF.",
  "writeup.imageFailed": "No se ha podido subir {name}.",
  "writeup.uploading": "Subiendo {count, plural, one {una imagen} other {# imágenes}}…",
  "writeup.count": "{count, number} / {max, number} caracteres",

  // Toolbar
  "writeup.toolbar": "Formato",
  "writeup.withShortcut": "{label} (Ctrl+{key})",
  "writeup.bold": "Negrita",
  "writeup.italic": "Cursiva",
  "writeup.heading": "Encabezado",
  "writeup.link": "Enlace",
  "writeup.code": "Código",
  "writeup.list": "Lista con viñetas",
  "writeup.quote": "Cita",
  "writeup.addImage": "Añadir una imagen",
  "writeup.addImageTitle": "Añadir una imagen (o pégala o arrástrala)",

  // Words a mark puts in when nothing is selected, selected so typing replaces them
  "writeup.placeholder.bold": "texto en negrita",
  "writeup.placeholder.italic": "texto en cursiva",
  "writeup.placeholder.code": "código",
  "writeup.placeholder.link": "texto del enlace",
  "writeup.placeholder.image": "imagen",
} satisfies Record<WriteupMessageId, string>;
