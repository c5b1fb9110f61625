import type { CoreMessageId } from './en';

export default {

import type { UiMessageId } from './en';

export default {
import type { UiMessageId } from './en';

export default {
import type { UiMessageId } from './en';

export default {
import type { UiMessageId } from './en';

export default {
import type { UiMessageId } from './en';

export default {
import type { UiMessageId } from './en';

export default {

  // App shell: header, navigation, menus, footer, account notices
  "shell.loading": "Wird geladen",
  "shell.skipToContent": "Zum Hauptinhalt springen",
  "shell.loadingAccount": "Konto wird geladen",
  "nav.main": "Hauptnavigation",
  "nav.discover": "Entdecken",
  "nav.developers": "Entwickler",
  "nav.showcase": "Showcase",
  "nav.messages": "Nachrichten",
  "nav.search": "Suchen",
  "nav.signIn": "Anmelden",
  "nav.join": "Mitmachen",
  "nav.openMenu": "Navigationsmenü öffnen",
  "theme.toggle": "Design wechseln",
  "theme.switchToDark": "Zum dunklen Design wechseln",
  "theme.switchToLight": "Zum hellen Design wechseln",
  "userMenu.label": "Kontomenü",
  "userMenu.profile": "Profil",
  "userMenu.addProject": "Projekt hinzufügen",
  "userMenu.messages": "Nachrichten",
  "userMenu.settings": "Einstellungen",
  "userMenu.invite": "Leute einladen",
  "userMenu.admin": "Verwaltung",
  "userMenu.logOut": "Abmelden",
  "userMenu.logOutFailed": "Abmelden fehlgeschlagen",
  "common.tryAgain": "Bitte versuche es noch einmal.",
  "footer.site": "Website",
  "footer.contact": "Kontakt",
  "footer.language": "Sprache",
  "sitePage.about": "Über uns",
  "sitePage.code-of-conduct": "Verhaltenskodex",
  "sitePage.terms": "Nutzungsbedingungen",
  "sitePage.privacy": "Datenschutzerklärung",
  "banner.bannedTitle": "Konto dauerhaft gesperrt",
  "banner.banned": "Dein Konto wurde dauerhaft gesperrt.",
  "banner.reason": "Grund: {reason}",
  "banner.suspendedTitle": "Konto vorübergehend gesperrt",
  "banner.suspended": "Dein Konto ist bis {until} vorübergehend gesperrt.",
  "banner.suspendedLimits": "Bis dahin kannst du nur einen Teil der Funktionen nutzen.",
  "banner.warnedTitle": "Verwarnung",
  "banner.warned": "Du hast {count, plural, one {# Verwarnung} other {# Verwarnungen}} wegen Verstößen gegen die Community-Richtlinien erhalten.",
  "banner.warnedReview": "Bitte lies die Community-Richtlinien, damit keine weiteren Maßnahmen nötig werden.",

  // Landing page
  "landing.description": "Auf {site} veröffentlichen Entwickler ihre Projekte, entdecken die Arbeit anderer und bauen ein Portfolio auf, das für sich spricht.",
  "landing.tagline": "Der Showcase für Entwickler, die liefern",
  "landing.title": "Zeig der Welt, was du baust",
  "landing.intro": "Auf {site} veröffentlichen Entwickler ihre Projekte, entdecken die Arbeit anderer und bauen ein Portfolio auf, das für sich spricht.",
  "landing.searchLabel": "Projekte und Entwickler suchen",
  "landing.searchPlaceholder": "Projekte und Leute suchen …",
  "landing.search": "Suchen",
  "landing.startShowcase": "Starte deinen Showcase",
  "landing.explore": "Projekte entdecken",
  "landing.setup": "Einrichtung der Website",
  "landing.noAdmin": "Diese Website hat noch keinen Administrator. Führe <code>{command}</code> auf dem Server aus oder öffne angemeldet den einmaligen Einrichtungslink aus dem Serverprotokoll.",
  "landing.featuredProjects": "Ausgewählte Projekte",
  "landing.trending": "Gerade angesagt in der Community.",
  "landing.handPicked": "Handverlesene Arbeiten aus der Community.",
  "landing.filterFeatured": "Ausgewählte Projekte filtern",
  "landing.featuredList": "Liste der ausgewählten Projekte",
  "landing.noProjects": "Hier gibt es noch keine Projekte",
  "landing.beFirst": "Teile als Erste:r ein Projekt in dieser Kategorie.",
  "landing.featuredDevelopers": "Ausgewählte Entwickler",
  "landing.peopleBehind": "Die Menschen hinter den Projekten.",
  "landing.allDevelopers": "Alle Entwickler",
  "landing.featuredDevelopersList": "Liste der ausgewählten Entwickler",
  "landing.growing": "Eine wachsende Community",
  "landing.ready": "Bereit, deine Arbeit zu zeigen?",
  "landing.readyText": "Leg ein kostenloses Konto an, füge dein erstes Projekt hinzu und schick allen, die wissen wollen, was du gebaut hast, einen einzigen Link.",
  "landing.meet": "Lerne die Entwickler kennen",
  "landing.footer": "Fußzeile",
  "landing.copyright": "© {year} {site}. Für Entwickler gemacht.",

  // Notifications
  "notif.title": "Benachrichtigungen",
  "notif.unreadLabel": "{count, plural, =0 {Benachrichtigungen} other {Benachrichtigungen, # ungelesen}}",
  "notif.markAll": "Alle als gelesen markieren",
  "notif.loading": "Wird geladen …",
  "notif.empty": "Du bist auf dem neuesten Stand",
  "notif.emptyText": "Hier erscheinen Likes, Kommentare, neue Follower und Nachrichten.",
  "notif.unread": "Ungelesen",
  "notif.moderators": "Moderation",
  "notif.liked": "<b>{who}</b> gefällt <target>{title}</target>",
  "notif.likedYourProject": "<b>{who}</b> gefällt <target>dein Projekt</target>",
  "notif.commented": "<b>{who}</b> hat <target>{title}</target> kommentiert",
  "notif.commentedYourProject": "<b>{who}</b> hat <target>dein Projekt</target> kommentiert",
  "notif.followed": "<b>{who}</b> folgt dir jetzt",
  "notif.messaged": "<b>{who}</b> hat dir {count, plural, one {eine Nachricht} other {# Nachrichten}} geschickt",
  "notif.notice": "<b>{who}</b> hat dir einen Hinweis zu deinem Konto geschickt",
  "notif.noticeWith": "<b>{who}</b>: {message}",

  // Not found
  "notFound.title": "Seite nicht gefunden",
  "notFound.text": "Die gesuchte Seite gibt es nicht oder sie wurde verschoben.",
  "notFound.home": "Zur Startseite",
  "notFound.search": "{site} durchsuchen",

  // People: directory, follow, profile counts
  "people.title": "Entwickler",
  "people.searchTitle": "Entwickler: {query}",
  "people.description": "Lerne die Entwickler auf {site} kennen: Such nach Name, Fähigkeit oder Ort und sieh dir an, was sie bauen.",
  "people.intro": "Finde Leute, denen du folgen, von denen du lernen und mit denen du bauen kannst.",
  "people.search": "Entwickler suchen",
  "people.searchPlaceholder": "Nach Name, Fähigkeit, Titel oder Ort suchen …",
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
  "follow.follow": "Folgen",
  "follow.unfollow": "Nicht mehr folgen",
  "follow.following": "Gefolgt",
  "follow.followingText": "Du folgst jetzt {name}",
  "follow.unfollowed": "Nicht mehr gefolgt",
  "follow.unfollowedText": "Du folgst {name} nicht mehr",
  "follow.failed": "Etwas ist schiefgelaufen. Bitte versuche es noch einmal.",
  "follow.signIn": "Bitte melde dich an, um anderen zu folgen",
  "counts.projects": "{count, plural, one {Projekt} other {Projekte}}",
  "counts.likes": "{count, plural, one {Like} other {Likes}}",
  "counts.followers": "{count, plural, one {Follower} other {Follower}}",
  "counts.following": "{count, plural, other {Folgt}}",

  // People: skill chips
  "people.developersWord": "{count, plural, one {Entwickler} other {Entwickler}}",

  // Admin panel: page and sections
  "admin.title": "Verwaltung",
  "admin.intro": "Prüfe Meldungen und sorge für eine sichere Community.",
  "admin.twoFactorNeeded": "Schalte die Zwei-Faktor-Anmeldung ein, um die Werkzeuge des Teams zu nutzen.",
  "admin.sections": "Bereiche der Verwaltung",
  "admin.tab.reports": "Meldungen",
  "admin.tab.appeals": "Einsprüche",
  "admin.tab.pending": "Wartende Konten{count, plural, =0 {} other { (#)}}",
  "admin.tab.invitations": "Einladungen",
  "admin.tab.joining": "Beitritt",
  "admin.tab.audit": "Protokoll",
  "admin.tab.site": "Website",
  "admin.tab.staff": "Team",
  "admin.tab.backups": "Sicherungen",
  "admin.pendingHeading": "Wartende Konten",
  "admin.status": "Status",
  "admin.allStatuses": "Alle Status",
  "admin.status.pending": "Offen",
  "admin.status.reviewed": "Geprüft",
  "admin.status.resolved": "Erledigt",
  "admin.reportsFailed": "Die Meldungen konnten nicht geladen werden.",

  // Shared controls
  "ui.close": "Schließen",
  "ui.dismiss": "Hinweis schließen",

  // Shown on any page: the error boundary, the page loader, error toasts, list inputs
  "error.title": "Etwas ist schiefgelaufen",
  "error.text": "Diese Seite konnte nicht angezeigt werden. Neu laden hilft meistens; wenn es weiter passiert, versuche es später noch einmal.",
  "error.reload": "Seite neu laden",
  "shell.loadingPage": "Seite wird geladen",
  "toast.error": "Fehler",
  "toast.verifyRequired": "E-Mail-Bestätigung erforderlich",
  "toast.unauthorized": "Du bist nicht angemeldet",
  "toast.loggedOut": "Du bist abgemeldet. Du wirst erneut angemeldet …",
  "ui.list.add": "Hinzufügen<sr>: {noun, select, technology {Technologie} tag {Tag} category {Kategorie} other {{noun}}}</sr>",
  "ui.list.chosen": "Ausgewählte {noun, select, technology {Technologien} tag {Tags} category {Kategorien} other {{noun}}}",
  "ui.list.remove": "{label} entfernen",

  // The appeal under the account notice; why an account may not publish right now
  "appeal.open": "Einspruch gegen {sanction, select, warn {diese Verwarnung} suspend {diese vorübergehende Sperre} other {diese dauerhafte Sperre}} einlegen",
  "appeal.question": "Warum sollte diese Entscheidung überdacht werden?",
  "appeal.limits": "Gegen jede Maßnahme kannst du einmal Einspruch einlegen. Höchstens {max} Zeichen.",
  "appeal.send": "Einspruch senden",
  "appeal.cancel": "Abbrechen",
  "appeal.textRequired": "Bitte erkläre, warum diese Entscheidung überdacht werden sollte.",
  "appeal.textTooLong": "Dein Einspruch darf höchstens {max} Zeichen lang sein",
  "appeal.failed": "Dein Einspruch konnte nicht gesendet werden. Bitte versuche es erneut.",
  "appeal.submitted": "Dein Einspruch wurde gesendet. Die Moderatoren prüfen ihn.",
  "appeal.pending": "Dein Einspruch gegen {sanction, select, warn {diese Verwarnung} suspend {diese vorübergehende Sperre} other {diese dauerhafte Sperre}} wartet auf die Prüfung durch die Moderatoren.",
  "appeal.accepted": "Deinem Einspruch gegen {sanction, select, warn {diese Verwarnung} suspend {diese vorübergehende Sperre} other {diese dauerhafte Sperre}} wurde stattgegeben.",
  "appeal.rejected": "Dein Einspruch gegen {sanction, select, warn {diese Verwarnung} suspend {diese vorübergehende Sperre} other {diese dauerhafte Sperre}} wurde abgelehnt.",
  "restriction.banned": "Dein Konto ist dauerhaft gesperrt und kann daher nichts mehr veröffentlichen oder ändern.",
  "restriction.suspended": "Dein Konto ist vorübergehend gesperrt. Bis dahin kannst du nur lesen.",
  "restriction.suspendedUntil": "Dein Konto ist bis {until} vorübergehend gesperrt. Bis dahin kannst du nur lesen.",
  "restriction.unverified": "Deine E-Mail-Adresse {email} ist noch nicht bestätigt. Bis du dem Link folgst, den wir dir geschickt haben, kannst du nur lesen.",

  // Sign-in providers
  "provider.continue": "Weiter mit {provider}",

} satisfies Record<CoreMessageId, string>;
