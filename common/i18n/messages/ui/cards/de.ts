import type { CardsMessageId } from './en';

/** Project cards, the Save dialog and the community totals (ui/de.ts, decision 0033). */
export default {
  // A project's card
  "cards.video": "Video",
  "cards.draft": "Entwurf",
  "cards.likesTitle": "{count, plural, one {# Like} other {# Likes}}",
  "cards.likesUnit": "{count, plural, one {Like} other {Likes}}",
  "cards.commentsTitle": "{count, plural, one {# Kommentar} other {# Kommentare}}",
  "cards.commentsUnit": "{count, plural, one {Kommentar} other {Kommentare}}",
  "cards.technologies": "Technologien",
  "cards.moreTechnologies": "{count, plural, one {weitere Technologie} other {weitere Technologien}}",
  "cards.videoPreviewOf": "Videovorschau von {title}",
  "cards.previewOf": "Vorschau von {title}",

  // A grid of cards
  "cards.projects": "Projekte",
  "cards.loadingProjects": "Projekte werden geladen",

  // The community totals (landing, Discover)
  "cards.stats.title": "Die Community auf einen Blick",
  "cards.stats.developers": "Aktive Entwickler",
  "cards.stats.projects": "Vorgestellte Projekte",
  "cards.stats.likes": "Vergebene Likes",
  "cards.stats.comments": "Geschriebene Kommentare",

  // Save to a collection: the button
  "cards.save.signIn": "Melde dich an, um Projekte zu speichern",
  "cards.save.cardLabel": "{title} in einer Sammlung speichern",
  "cards.save.button": "Speichern",
  "cards.save.countUnit": "{count, plural, one {Mal gespeichert} other {Mal gespeichert}}",

  // Save to a collection: the dialog
  "cards.save.title": "In einer Sammlung speichern",
  "cards.save.loading": "Deine Sammlungen werden geladen",
  "cards.save.loadFailed": "Deine Sammlungen konnten nicht geladen werden. Bitte versuche es erneut.",
  "cards.save.yours": "Deine Sammlungen",
  "cards.save.defaultName": "Gespeichert",
  "cards.save.private": "Privat",
  "cards.save.projectsUnit": "{count, plural, one {Projekt} other {Projekte}}",
  "cards.save.saveFailed": "Das Projekt konnte nicht gespeichert werden",
  "cards.save.removeFailed": "Das Projekt konnte nicht entfernt werden",
  "cards.save.newCollection": "Neue Sammlung",
  "cards.save.placeholder": "z. B. Tolle Dev-Tools",
  "cards.save.creating": "Wird erstellt …",
  "cards.save.create": "Erstellen",
  "cards.save.createFailed": "Die Sammlung konnte nicht erstellt werden",
  "cards.save.privateOption": "Privat (nur du kannst sie sehen)",
  "cards.save.saved": "Gespeichert",
  "cards.save.manage": "Sammlungen verwalten",
} satisfies Record<CardsMessageId, string>;
