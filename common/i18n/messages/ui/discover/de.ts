import type { DiscoverMessageId } from './en';

/** Discover and Showcase (ui/de.ts, decision 0033). */
export default {
  // Discover: heading, search and category filter
  "discover.title": "Entdecke großartige Projekte",
  "discover.intro": "Neue Arbeiten von Entwicklern aus der Shipyard-Community.",
  "discover.searchLabel": "Projekte suchen",
  "discover.searchPlaceholder": "Projekte, Technologien suchen …",
  "discover.filterLabel": "Nach Kategorie filtern",
  "discover.showMore": "Mehr Kategorien anzeigen",
  "discover.showLess": "Weniger anzeigen",

  // Discover: trending strip and the feed
  "discover.trending": "Angesagte Projekte",
  "discover.viewAllTrending": "Alle angesagten ansehen",
  "discover.loadingTrending": "Angesagte Projekte werden geladen",
  "discover.trendingStrip": "Angesagte Projekte",
  "discover.all": "Alle Projekte",
  "discover.backToAll": "Zurück zu allen Projekten",
  "discover.trendingList": "Liste der angesagten Projekte",
  "discover.allList": "Liste aller Projekte",
  "discover.loadingMore": "Wird geladen …",
  "discover.loadMore": "Mehr laden",
  "discover.loadFailed": "Die Projekte konnten nicht geladen werden",
  "discover.loadFailedText": "Prüfe deine Verbindung und versuche es erneut.",
  "discover.tryAgain": "Erneut versuchen",
  "discover.noProjects": "Keine Projekte gefunden",
  "discover.noMatch": "Passe deine Suche oder die Filter an",
  "discover.beFirst": "Sei die erste Person, die ein Projekt mit der Community teilt!",
  "discover.clearFilters": "Filter zurücksetzen",
  "discover.share": "Projekt teilen",

  // Discover: the page's title and description for browsers and search engines
  "discover.head.search": "Entdecken: {search}",
  "discover.head.title": "Entdecken",
  "discover.head.category": "Projekte der Kategorie „{category}“",
  "discover.head.categoryDescription": "Projekte der Kategorie „{category}“, die Entwickler auf Shipyard veröffentlicht haben: die neuesten zuerst, dazu angesagte Highlights.",
  "discover.head.description": "Entdecke Projekte, die Entwickler auf Shipyard veröffentlicht haben: die neuesten Arbeiten, angesagte Highlights und alle Kategorien.",

  // Showcase: one's own projects
  "discover.showcase.title": "Showcase",
  "discover.showcase.loading": "Showcase wird geladen",
  "discover.showcase.signIn": "Bitte melde dich an, um deinen Showcase zu sehen",
  "discover.showcase.signInText": "Dein Showcase zeigt deine Projekte und dein Profil an einem Ort.",
  "discover.showcase.logIn": "Anmelden",
  "discover.showcase.myProjects": "Meine Projekte",
  "discover.showcase.myProjectsList": "Liste meiner Projekte",
  "discover.showcase.loadFailed": "Deine Projekte konnten nicht geladen werden",
  "discover.showcase.upload": "Lade deine Arbeit hoch",
  "discover.showcase.uploadText": "Teile dein erstes Projekt: ein paar Screenshots oder ein kurzes Video, den Stack, den du verwendet hast, und einen Link.",
  "discover.showcase.uploadProject": "Projekt hochladen",

  // Showcase: the profile card
  "discover.profile.label": "Dein Profil",
  "discover.profile.avatarAlt": "Avatar von {name}",
  "discover.profile.avatarFile": "Bilddatei für den Avatar",
  "discover.profile.uploading": "Wird hochgeladen …",
  "discover.profile.upload": "Avatar hochladen",
  "discover.profile.developer": "Entwickler",
  "discover.profile.edit": "Profil bearbeiten",
  "discover.profile.projects": "Projekte",
  "discover.profile.followers": "Follower",
  "discover.profile.following": "Folgt",
  "discover.profile.avatarError": "Fehler beim Hochladen des Avatars",
  "discover.profile.chooseImage": "Bitte wähle eine Bilddatei",
  "discover.profile.avatarUpdated": "Avatar aktualisiert",
  "discover.profile.avatarFailed": "Der Avatar konnte nicht hochgeladen werden",
} satisfies Record<DiscoverMessageId, string>;
