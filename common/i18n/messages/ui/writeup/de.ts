import type { WriteupMessageId } from './en';

/** The write-up editor (ui/de.ts, decision 0033). */
export default {
  // Kept draft
  "writeup.draftFound": "Von einem früheren Besuch gibt es einen nicht gespeicherten Entwurf dieses Textes.",
  "writeup.restore": "Entwurf wiederherstellen",
  "writeup.discard": "Verwerfen",

  // Tabs and preview
  "writeup.tabs": "Schreiben oder Vorschau",
  "writeup.write": "Schreiben",
  "writeup.preview": "Vorschau",
  "writeup.nothingToPreview": "Noch nichts für eine Vorschau da.",
  "writeup.rendering": "Vorschau wird erstellt …",
  "writeup.previewFailed": "Die Vorschau konnte nicht erstellt werden. Dein Text ist sicher; versuche es gleich noch einmal.",

  // Images, count
  "writeup.onlyImages": "Im Text sind nur Bilder im Format JPEG, PNG, WebP, GIF oder AVIF möglich.",
  "writeup.imageFailed": "{name} konnte nicht hochgeladen werden.",
  "writeup.uploading": "{count, plural, one {Ein Bild wird} other {# Bilder werden}} hochgeladen …",
  "writeup.count": "{count, number} / {max, number} Zeichen",

  // Toolbar
  "writeup.toolbar": "Formatierung",
  "writeup.withShortcut": "{label} (Strg+{key})",
  "writeup.bold": "Fett",
  "writeup.italic": "Kursiv",
  "writeup.heading": "Überschrift",
  "writeup.link": "Link",
  "writeup.code": "Code",
  "writeup.list": "Aufzählung",
  "writeup.quote": "Zitat",
  "writeup.addImage": "Bild hinzufügen",
  "writeup.addImageTitle": "Bild hinzufügen (oder eines einfügen oder hineinziehen)",

  // Words a mark puts in when nothing is selected, selected so typing replaces them
  "writeup.placeholder.bold": "fetter Text",
  "writeup.placeholder.italic": "kursiver Text",
  "writeup.placeholder.code": "Code",
  "writeup.placeholder.link": "Linktext",
  "writeup.placeholder.image": "Bild",
} satisfies Record<WriteupMessageId, string>;
