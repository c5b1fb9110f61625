import type { PeopleMessageId } from './en';

/** The developers page and the profiles (/developers, /developers/:id, /profile) (ui/de.ts, decision 0033). */
export default {
  // The developers page (/developers): search, stat cards, popular skills, the grid
  "people.title": "Entwickler",
  "people.searchTitle": "Entwickler: {query}",
  "people.description": "Lerne die Entwickler auf {site} kennen: Such nach Name, Fähigkeit oder Ort und sieh dir an, was sie bauen.",
  "people.intro": "Finde Leute, denen du folgen, von denen du lernen und mit denen du bauen kannst.",
  "people.search": "Entwickler suchen",
  "people.searchPlaceholder": "Name, Fähigkeit, Titel oder Ort …",
  "people.statDevelopers": "Aktive Entwickler",
  "people.statProjects": "Projekte insgesamt",
  "people.statSkills": "Verschiedene Fähigkeiten",
  "people.resultsFor": "Ergebnisse für „{query}“",
  "people.all": "Alle Entwickler",
  "people.total": "{count, plural, one {# Entwickler} other {# Entwickler}}",
  "people.loadFailed": "Die Entwickler konnten nicht geladen werden. Bitte versuche es noch einmal.",
  "people.none": "Keine Entwickler gefunden",
  "people.noneForQuery": "Versuch es mit einem anderen Namen oder einer anderen Fähigkeit, oder wähle oben eine beliebte Fähigkeit.",
  "people.noneYet": "Noch ist niemand dabei – sei die oder der Erste!",
  "people.clear": "Suche zurücksetzen",
  "people.popularSkills": "Beliebte Fähigkeiten",
  "people.noSkills": "Noch keine Fähigkeiten angegeben.",
  "people.developersWord": "{count, plural, one {Entwickler} other {Entwickler}}",

  // Follow and Unfollow on a developer's page (ids kept from before the area existed)
  "follow.follow": "Folgen",
  "follow.unfollow": "Nicht mehr folgen",
  "follow.following": "Gefolgt",
  "follow.followingText": "Du folgst jetzt {name}",
  "follow.unfollowed": "Nicht mehr gefolgt",
  "follow.unfollowedText": "Du folgst {name} nicht mehr",
  "follow.failed": "Etwas ist schiefgelaufen. Bitte versuche es noch einmal.",
  "follow.signIn": "Bitte melde dich an, um anderen zu folgen",

  // Profile counts (both profile pages)
  "counts.projects": "{count, plural, one {Projekt} other {Projekte}}",
  "counts.likes": "{count, plural, one {Like} other {Likes}}",
  "counts.followers": "{count, plural, one {Follower} other {Follower}}",
  "counts.following": "{count, plural, other {Folgt}}",

  // Profile header (both profile pages)
  "people.developer": "Entwickler",
  "people.joined": "Mitglied seit {date}",
  "people.avatarAlt": "Avatar von {name}",

  // A developer's page (/developers/:id) and its head
  "people.profile.back": "Zurück",
  "people.profile.loading": "Entwickler wird geladen",
  "people.profile.notFound": "Entwickler nicht gefunden",
  "people.profile.notFoundText": "Dieses Profil existiert nicht oder ist nicht mehr verfügbar.",
  "people.profile.browse": "Entwickler ansehen",
  "people.profile.loadFailed": "Dieses Profil konnte nicht geladen werden. Bitte versuche es noch einmal.",
  "people.profile.edit": "Profil bearbeiten",
  "people.profile.message": "Nachricht senden",
  "people.profile.report": "Melden",
  "people.profile.emptyBio": "{name} hat noch keine Bio geschrieben.",
  "people.profile.emptyBioUnnamed": "Dieser Entwickler hat noch keine Bio geschrieben.",
  "people.profile.noProjectsText": "{name} hat noch keine Projekte geteilt.",
  "people.profile.firstProjectText": "Teile dein erstes Projekt mit der Community.",
  "people.head.description": "{name}, {summary}: {count, plural, one {# Projekt} other {# Projekte}} auf {site}.",
  "people.head.descriptionPlain": "{name}: {count, plural, one {# Projekt} other {# Projekte}} auf {site}.",

  // The own profile (/profile)
  "people.own.title": "Dein Profil",
  "people.own.loading": "Profil wird geladen",
  "people.own.redirecting": "Weiterleitung zur Anmeldung",
  "people.own.viewPublic": "Öffentliches Profil ansehen",
  "people.own.emptyBio": "Erzähl der Community von dir: Wähle „Profil bearbeiten“, um eine Bio hinzuzufügen.",
  "people.own.emptySkills": "Noch keine Fähigkeiten: Füge welche über „Profil bearbeiten“ hinzu.",
  "people.own.projects": "Meine Projekte",
  "people.own.noProjectsText": "Teile, was du gebaut hast: Es erscheint hier und auf deinem öffentlichen Profil.",

  // A person's projects (both profile pages)
  "people.projects.title": "Projekte",
  "people.projects.countWord": "{count, plural, one {Projekt} other {Projekte}}",
  "people.projects.loadFailed": "Die Projekte konnten nicht geladen werden. Bitte versuche es noch einmal.",
  "people.projects.none": "Noch keine Projekte",
  "people.projects.create": "Neues Projekt erstellen",

  // About card: bio, skills, links
  "people.about.title": "Info",
  "people.about.skills": "Fähigkeiten",
  "people.about.links": "Links",
  "people.links.newTab": "(öffnet in einem neuen Tab)",
  "people.platform.publicEmail": "Öffentliche E-Mail-Adresse",
  "people.platform.website": "Website",

  // Avatar upload (own profile)
  "people.avatar.upload": "Avatar hochladen",
  "people.avatar.uploading": "Avatar wird hochgeladen …",
  "people.avatar.errorTitle": "Fehler beim Hochladen des Avatars",
  "people.avatar.notImage": "Bitte wähle eine Bilddatei",
  "people.avatar.updated": "Avatar aktualisiert",
  "people.avatar.failed": "Der Avatar konnte nicht hochgeladen werden",

  // Edit Profile form
  "people.form.intro": "So sehen dich andere Entwickler auf Shipyard.",
  "people.form.firstName": "Vorname",
  "people.form.lastName": "Nachname",
  "people.form.title": "Titel",
  "people.form.titlePlaceholder": "z. B. Full-Stack-Entwickler",
  "people.form.location": "Ort",
  "people.form.locationPlaceholder": "z. B. Lissabon, Portugal",
  "people.form.bio": "Bio",
  "people.form.bioHint": "Markdown funktioniert: Links, Listen, Hervorhebungen.",
  "people.form.bioPlaceholder": "Was baust du? Was lernst du gerade?",
  "people.form.cancel": "Abbrechen",
  "people.form.save": "Änderungen speichern",
  "people.form.saved": "Profil aktualisiert",
  "people.form.saveFailed": "Das Profil konnte nicht aktualisiert werden",

  // Edit Profile: skills editor
  "people.skills.yours": "Deine Fähigkeiten",
  "people.skills.remove": "{skill} entfernen",
  "people.skills.placeholder": "z. B. TypeScript, React, PostgreSQL",
  "people.skills.hint": "Drück Enter oder tippe ein Komma, um eine Fähigkeit hinzuzufügen (bis zu {max, number}).",

  // Edit Profile: social links editor
  "people.links.legend": "Social-Media-Links",
  "people.links.none": "Noch keine Links. Füge unten deine Website, E-Mail-Adresse oder Profile hinzu.",
  "people.links.handlePlaceholder": "Benutzername oder vollständige URL",
  "people.links.remove": "{platform} entfernen",
  "people.links.platform": "Plattform",
  "people.links.choose": "Plattform wählen …",
  "people.links.value": "Link oder Benutzername",
  "people.links.add": "Link hinzufügen",
  "people.links.hint": "Aus einem Benutzernamen wird ein Link zur Plattform; ein Wert, der mit http beginnt, wird unverändert übernommen.",
  "people.links.choosePlatform": "Bitte wähle eine Plattform",
  "people.links.duplicate": "Jede Plattform kann nur einmal hinzugefügt werden",
  "people.links.enterValue": "Bitte gib einen Wert ein",
} satisfies Record<PeopleMessageId, string>;
