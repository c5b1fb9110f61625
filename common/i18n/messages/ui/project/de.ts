import type { ProjectMessageId } from './en';

/** The project page (ui/de.ts, decision 0033). */
export default {
  // Page header, links and the page's head (title, description, breadcrumbs)
  "project.back": "Zurück",
  "project.categories": "Kategorien",
  "project.link.code": "Code",
  "project.link.liveDemo": "Live-Demo",
  "project.link.video": "Video",
  "project.draft": "Entwurf – nur du kannst dieses Projekt sehen.",
  "project.edit": "Bearbeiten",
  "project.delete": "Löschen",
  "project.loading": "Projekt wird geladen",
  "project.head.title": "Projekt",
  "project.head.description": "Ein Projekt von {author} auf {site}.",
  "project.head.discover": "Entdecken",

  // Likes
  "project.like": "Gefällt mir",
  "project.liked": "Gefällt dir",
  "project.likesWord": "{count, plural, one {Like} other {Likes}}",
  "project.signInRequired": "Anmeldung erforderlich",
  "project.signInToLike": "Melde dich an, um Projekte zu liken",
  "project.likeFailed": "Das Like konnte nicht aktualisiert werden",

  // About this project
  "project.about": "Über dieses Projekt",
  "project.noDescription": "Keine Beschreibung vorhanden.",
  "project.contents": "Inhalt",

  // Facts column
  "project.facts": "Projektdaten",
  "project.createdBy": "Erstellt von",
  "project.developer": "Entwickler",
  "project.created": "Erstellt am <time>{date}</time>",
  "project.views": "Aufrufe",
  "project.likes": "Likes",
  "project.commentsCount": "Kommentare",
  "project.technologies": "Technologien",
  "project.tags": "Tags",

  // Media gallery and lightbox
  "project.videos": "Videos",
  "project.images": "Bilder",
  "project.videoFigure": "Video {number}",
  "project.videoLabel": "{title} – Video {number}",
  "project.imageFigure": "Bild {number}",
  "project.openImage": "Bild {number} von {title} öffnen",
  "project.imageAlt": "{title} – Bild {number}",
  "project.imagePosition": "{number} von {total}",
  "project.preview": "✓ Vorschau",
  "project.setPreview": "Als Vorschau festlegen",
  "project.previewUpdated": "Vorschaubild aktualisiert",
  "project.previewFailed": "Die Vorschau konnte nicht aktualisiert werden",
  "project.lightbox.previous": "Vorheriges Bild",
  "project.lightbox.next": "Nächstes Bild",
  "project.lightbox.close": "Schließen",
  "project.lightbox.zoomIn": "Vergrößern",
  "project.lightbox.zoomOut": "Verkleinern",
  "project.lightbox.label": "Bildansicht",
  "project.lightbox.carousel": "Karussell",
  "project.lightbox.gallery": "Bildergalerie",
  "project.lightbox.slide": "Bild",
  "project.lightbox.slideOf": "{index} von {total}",
  "project.lightbox.caption": "Bildunterschrift",

  // Comments
  "project.comments": "Kommentare",
  "project.commentTotal": "({count, number})",
  "project.addComment": "Kommentar schreiben",
  "project.commentPlaceholder": "Gib Feedback oder stell eine Frage …",
  "project.commentPlaceholderVisitor": "Melde dich an, um mitzudiskutieren …",
  "project.beKind": "Sei freundlich und konkret.",
  "project.signInToCommentLink": "Zum Kommentieren anmelden",
  "project.signInToComment": "Du musst dich anmelden, um zu kommentieren",
  "project.posting": "Wird gesendet …",
  "project.post": "Senden",
  "project.loadingComments": "Kommentare werden geladen",
  "project.noComments": "Noch keine Kommentare. Fang die Unterhaltung an.",
  "project.commentFailed": "Der Kommentar konnte nicht gesendet werden",
  // Report (a project that is not yours, a comment that is not yours)
  "project.report": "Projekt melden",
  "project.reportComment": "Kommentar von {name} melden",
} satisfies Record<ProjectMessageId, string>;
