import type { ProjectSharedMessageId } from './en';

/** Project texts shown wherever projects are listed or opened (ui/de.ts, decision 0033). */
export default {
  // Owner's card menu and the delete confirmation
  "projectShared.actions": "Projektaktionen",
  "projectShared.edit": "Bearbeiten",
  "projectShared.delete": "Löschen",
  "projectShared.deleteTitle": "Projekt löschen?",
  "projectShared.deleteText": "„{title}“ wird endgültig gelöscht, mit allen Bildern, Videos, Likes und Kommentaren. Das lässt sich nicht rückgängig machen.",
  "projectShared.cancel": "Abbrechen",
  "projectShared.deleting": "Wird gelöscht …",
  "projectShared.deleted": "Projekt gelöscht",
  "projectShared.error": "Fehler",
  "projectShared.deleteFailed": "Das Projekt konnte nicht gelöscht werden",

  // The way to /create-project
  "projectShared.add": "Projekt hinzufügen",
  "projectShared.verifyToAdd": "Bestätige deine neue E-Mail-Adresse, um Projekte hinzuzufügen.",

  // A video's length, read out before it ("duration 3:25")
  "projectShared.duration": "Dauer",

  // A project that did not load; a form the account may not use right now
  "projectShared.notFound": "Projekt nicht gefunden",
  "projectShared.notFoundText": "Vielleicht wurde es gelöscht, oder der Link ist falsch geschrieben.",
  "projectShared.discover": "Projekte entdecken",
  "projectShared.loadFailed": "Das Projekt konnte nicht geladen werden",
  "projectShared.loadFailedText": "Prüfe deine Verbindung und versuche es noch einmal.",
  "projectShared.tryAgain": "Noch einmal versuchen",
  "projectShared.backToDiscover": "Zurück zu Entdecken",
} satisfies Record<ProjectSharedMessageId, string>;
