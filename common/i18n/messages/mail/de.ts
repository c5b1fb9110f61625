import type { MailMessageId } from './en';

export default {
  'mail.greeting': 'Hallo {name},',
  'mail.signature': '— {site}',
  'mail.pasteLink': 'Oder kopiere diese Adresse in deinen Browser: <link>{url}</link>',

  'mail.verify.subject': 'Bestätige deine E-Mail-Adresse bei {site}',
  'mail.verify.intro': 'Bitte bestätige deine E-Mail-Adresse.',
  'mail.verify.introText': 'Bitte bestätige deine E-Mail-Adresse, indem du diesen Link öffnest:',
  'mail.verify.button': 'E-Mail-Adresse bestätigen',
  'mail.verify.finePrint': 'Der Link ist 24 Stunden gültig und kann einmal verwendet werden. Wenn du kein Konto bei {site} angelegt hast, ignoriere diese E-Mail.',

  'mail.reset.subject': 'Setze dein Passwort bei {site} zurück',
  'mail.reset.intro': 'Jemand (hoffentlich du) möchte dein Passwort bei {site} zurücksetzen.',
  'mail.reset.introText': 'Jemand (hoffentlich du) möchte dein Passwort bei {site} zurücksetzen. Hier kannst du ein neues wählen:',
  'mail.reset.button': 'Neues Passwort wählen',
  'mail.reset.finePrint': 'Der Link ist 1 Stunde gültig und kann einmal verwendet werden. Wenn du das nicht angefordert hast, ignoriere diese E-Mail.',
  'mail.reset.finePrintText':
    'Der Link ist 1 Stunde gültig und kann einmal verwendet werden. Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt unverändert.',

  'mail.registered.subject': 'Du hast schon ein Konto bei {site}',
  'mail.registered.intro': 'Jemand wollte mit dieser E-Mail-Adresse ein Konto bei {site} anlegen, aber du hast bereits eines.',
  'mail.registered.signIn': 'Anmelden: <link>{url}</link>',
  'mail.registered.forgot': 'Passwort vergessen? <link>{url}</link>',
  'mail.registered.notYou': 'Wenn das nicht du warst, kannst du diese E-Mail ignorieren.',

  'mail.digest.subject': '{count, plural, one {# neue Benachrichtigung} other {# neue Benachrichtigungen}} auf {site}',
  'mail.digest.intro': 'Das ist auf {site} passiert:',
  'mail.digest.likesAndComments':
    '{likes, plural, one {# neues Like} other {# neue Likes}} und {comments, plural, one {# Kommentar} other {# Kommentare}} zu deinen Projekten',
  'mail.digest.likes': '{likes, plural, one {# neues Like} other {# neue Likes}} für deine Projekte',
  'mail.digest.comments': '{comments, plural, one {# neuer Kommentar} other {# neue Kommentare}} zu deinen Projekten',
  'mail.digest.followers': '{count, plural, one {# neue Person folgt dir} other {# neue Personen folgen dir}}',
  'mail.digest.messagesFromOne': '{count, plural, one {# neue Nachricht} other {# neue Nachrichten}} von {sender}',
  'mail.digest.messagesFromMany':
    '{count, plural, one {# neue Nachricht} other {# neue Nachrichten}} von {sender} und {others, plural, one {# weiteren Person} other {# weiteren Personen}}',
  'mail.digest.someone': 'jemandem',
  'mail.digest.Someone': 'Jemand',
  'mail.digest.liked': '{who} gefällt „{title}“',
  'mail.digest.likedYourProject': '{who} gefällt dein Projekt',
  'mail.digest.commented': '{who} hat „{title}“ kommentiert',
  'mail.digest.commentedYourProject': '{who} hat dein Projekt kommentiert',
  'mail.digest.followed': '{who} folgt dir jetzt',
  'mail.digest.messaged': '{who} hat dir {count, plural, one {eine Nachricht} other {# Nachrichten}} geschickt',
  'mail.digest.notice': 'Ein Hinweis zu deinem Konto',
  'mail.digest.more': '…und {count} weitere',
  'mail.digest.seeEverything': 'Alles ansehen: {url}',
  'mail.digest.button': '{site} öffnen',
  'mail.digest.whyText': 'Du bekommst diese E-Mails, weil Benachrichtigungen in deinen Einstellungen eingeschaltet sind ({url}).',
  'mail.digest.unsubscribeText': 'Alle Benachrichtigungs-E-Mails abbestellen: {url}',
  'mail.digest.why':
    'Du bekommst diese E-Mails, weil Benachrichtigungen in deinen <settings>Einstellungen</settings> eingeschaltet sind. Alle Benachrichtigungs-E-Mails <unsubscribe>abbestellen</unsubscribe>.',
} satisfies Record<MailMessageId, string>;
