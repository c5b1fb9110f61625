import type { CollectionsMessageId } from './en';

/** Collections: a collection's page and a profile's section (ui/de.ts, decision 0033). */
export default {
  // A profile's Collections section
  "collections.heading": "Sammlungen",
  "collections.countUnit": "{count, plural, one {Sammlung} other {Sammlungen}}",
  "collections.loading": "Sammlungen werden geladen",
  "collections.loadFailed": "Die Sammlungen konnten nicht geladen werden. Bitte versuche es erneut.",
  "collections.empty": "Noch keine Sammlungen",
  "collections.emptyOwner": "Speichere ein Projekt mit „Speichern“, um es in einer Sammlung aufzubewahren.",
  "collections.emptyOther": "Keine öffentlichen Sammlungen vorhanden.",
  "collections.private": "Privat",
  "collections.projectCount": "{count, plural, one {# Projekt} other {# Projekte}}",

  // A collection's page
  "collections.label": "Sammlung",
  "collections.notFound": "Sammlung nicht gefunden",
  "collections.notFoundText": "Diese Sammlung gibt es nicht, sie ist privat oder nicht mehr verfügbar.",
  "collections.discover": "Projekte entdecken",
  "collections.loadingOne": "Sammlung wird geladen",
  "collections.loadOneFailed": "Diese Sammlung konnte nicht geladen werden. Bitte versuche es erneut.",
  "collections.headDescription": "{name}: {count, plural, one {# Projekt} other {# Projekte}}, gesammelt von {owner} auf {site}.",
  "collections.projectsFailed": "Die Projekte konnten nicht geladen werden. Bitte versuche es erneut.",
  "collections.emptyItems": "Hier ist noch nichts gespeichert",
  "collections.emptyItemsOwner": "Nutze „Speichern“ auf der Seite oder Karte eines Projekts, um es zu dieser Sammlung hinzuzufügen.",
  "collections.emptyItemsOther": "Projekte, die hier gespeichert werden, erscheinen in dieser Liste.",
  "collections.loadingMore": "Wird geladen …",
  "collections.loadMore": "Mehr laden",

  // The owner's controls
  "collections.makePublic": "Öffentlich machen",
  "collections.makePrivate": "Privat machen",
  "collections.nowPrivate": "Die Sammlung ist privat",
  "collections.nowPublic": "Die Sammlung ist öffentlich",
  "collections.edit": "Bearbeiten",
  "collections.delete": "Löschen",
  "collections.cancel": "Abbrechen",
  "collections.updated": "Sammlung aktualisiert",
  "collections.updateFailed": "Die Sammlung konnte nicht aktualisiert werden",
  "collections.editTitle": "Sammlung bearbeiten",
  "collections.editDefault": "Deine Liste „Gespeichert“ behält ihren Namen.",
  "collections.editText": "Name, Beschreibung und wer sie sehen kann.",
  "collections.name": "Name",
  "collections.description": "Beschreibung",
  "collections.privateText": "Nur du siehst eine private Sammlung; für alle anderen existiert sie nicht.",
  "collections.saving": "Wird gespeichert …",
  "collections.saveChanges": "Änderungen speichern",
  "collections.deleted": "Sammlung gelöscht",
  "collections.deleteFailed": "Die Sammlung konnte nicht gelöscht werden",
  "collections.deleteTitle": "Diese Sammlung löschen?",
  "collections.deleteText": "„{name}“ wird gelöscht; die Projekte darin bleiben, wo sie sind.",
  "collections.deleting": "Wird gelöscht …",

  // Taking a project out of one's collection
  "collections.removeLabel": "{title} aus dieser Sammlung entfernen",
  "collections.removed": "Aus der Sammlung entfernt",
  "collections.removeFailed": "Das Projekt konnte nicht entfernt werden",
} satisfies Record<CollectionsMessageId, string>;
