import type { WriteupMessageId } from './en';

/** The write-up editor (ui/fr.ts, decision 0033). */
export default {
  // Kept draft
  "writeup.draftFound": "Vous avez un brouillon non enregistré de ce texte, issu d'une visite précédente.",
  "writeup.restore": "Restaurer le brouillon",
  "writeup.discard": "Ignorer",

  // Tabs and preview
  "writeup.tabs": "Écrire ou prévisualiser",
  "writeup.write": "Écrire",
  "writeup.preview": "Aperçu",
  "writeup.nothingToPreview": "Rien à prévisualiser pour l'instant.",
  "writeup.rendering": "Génération de l'aperçu…",
  "writeup.previewFailed": "Impossible de générer l'aperçu. Votre texte est en sécurité ; réessayez dans un instant.",

  // Images, count
  "writeup.onlyImages": "Seules les images JPEG, PNG, WebP, GIF ou AVIF peuvent être insérées dans le texte.",
  "writeup.imageFailed": "Impossible d'envoyer {name}.",
  "writeup.uploading": "Envoi {count, plural, one {d'une image} other {de # images}}…",
  "writeup.count": "{count, number} / {max, number} caractères",

  // Toolbar
  "writeup.toolbar": "Mise en forme",
  "writeup.withShortcut": "{label} (Ctrl+{key})",
  "writeup.bold": "Gras",
  "writeup.italic": "Italique",
  "writeup.heading": "Titre",
  "writeup.link": "Lien",
  "writeup.code": "Code",
  "writeup.list": "Liste à puces",
  "writeup.quote": "Citation",
  "writeup.addImage": "Ajouter une image",
  "writeup.addImageTitle": "Ajouter une image (ou en coller ou en déposer une)",

  // Words a mark puts in when nothing is selected, selected so typing replaces them
  "writeup.placeholder.bold": "texte en gras",
  "writeup.placeholder.italic": "texte en italique",
  "writeup.placeholder.code": "code",
  "writeup.placeholder.link": "texte du lien",
  "writeup.placeholder.image": "image",
} satisfies Record<WriteupMessageId, string>;
