import people from './people/de';
import type { ErrorText } from './en';
import community from './community/de';
import members from './members/de';
import patterns from './patterns/de';
import staff from './staff/de';
import uploads from './uploads/de';

export default {
  // The profile, avatar and people-search texts live in a file of their own (./people).
  ...people,

  'Invalid email address': 'Ungültige E-Mail-Adresse',
  'Please enter a valid email address': 'Bitte gib eine gültige E-Mail-Adresse ein',
  'Email address is too long': 'Die E-Mail-Adresse ist zu lang',
  'Password is required': 'Bitte gib ein Passwort ein',
  'Password is too long': 'Das Passwort ist zu lang',
  'Password must be at least 8 characters': 'Das Passwort muss mindestens 8 Zeichen lang sein',
  'Password must be at most 128 characters': 'Das Passwort darf höchstens 128 Zeichen lang sein',
  'This password is too common. Choose one that is harder to guess.': 'Dieses Passwort ist zu verbreitet. Wähle eines, das schwerer zu erraten ist.',
  'Please confirm your password': 'Bitte bestätige dein Passwort',
  'Please confirm your new password': 'Bitte bestätige dein neues Passwort',
  "Passwords don't match": 'Die Passwörter stimmen nicht überein',
  'Please enter your password': 'Bitte gib dein Passwort ein',
  'Please enter your current password': 'Bitte gib dein aktuelles Passwort ein',
  'First name is required': 'Bitte gib deinen Vornamen ein',
  'Last name is required': 'Bitte gib deinen Nachnamen ein',
  'First name must be at most 50 characters': 'Der Vorname darf höchstens 50 Zeichen lang sein',
  'Last name must be at most 50 characters': 'Der Nachname darf höchstens 50 Zeichen lang sein',
  'Password is incorrect': 'Das Passwort ist falsch',
  'Current password is incorrect': 'Das aktuelle Passwort ist falsch',
  'The new password must be different from the current one': 'Das neue Passwort muss sich vom aktuellen unterscheiden',
  'This is already your email address': 'Das ist bereits deine E-Mail-Adresse',
  'Invalid email or password': 'E-Mail-Adresse oder Passwort ist falsch',
  'Please choose a supported language': 'Bitte wähle eine verfügbare Sprache',
  'Please choose a valid time zone': 'Bitte wähle eine gültige Zeitzone',
  'Theme must be light, dark or system': 'Das Design muss hell, dunkel oder wie im System sein',
  'Comment cannot be empty': 'Der Kommentar darf nicht leer sein',
  'Code is too long': 'Der Code ist zu lang',
  'Token is required': 'Das Token fehlt',
  Unauthorized: 'Du bist nicht angemeldet',
  Forbidden: 'Dazu fehlt dir die Berechtigung',
  'Not found': 'Nicht gefunden',
  'Too many requests. Please try again later.': 'Zu viele Anfragen. Bitte versuche es später noch einmal.',
  'The database is unavailable. Please try again in a moment.': 'Die Datenbank ist nicht erreichbar. Bitte versuche es gleich noch einmal.',
  'The server is out of storage space. Please try again later.': 'Auf dem Server ist kein Speicherplatz mehr frei. Bitte versuche es später noch einmal.',
  'Internal server error': 'Interner Serverfehler',
  'Something went wrong. Please try again.': 'Etwas ist schiefgelaufen. Bitte versuche es noch einmal.',

  // What the server answers people (accounts, settings, joining)
  "Account created. Please check your e-mail to verify your address before signing in.": "Konto angelegt. Bitte bestätige deine Adresse über die E-Mail, die wir dir geschickt haben, bevor du dich anmeldest.",
  "Please verify your email address before signing in. Check your inbox for the verification link.": "Bitte bestätige deine E-Mail-Adresse, bevor du dich anmeldest. Den Bestätigungslink findest du in deinem Postfach.",
  "Your email address has been verified.": "Deine E-Mail-Adresse wurde bestätigt.",
  "This verification link is invalid, has expired or has already been used.": "Dieser Bestätigungslink ist ungültig, abgelaufen oder wurde schon verwendet.",
  "If that address belongs to an account that still needs verification, a new verification email has been sent.": "Falls diese Adresse zu einem noch nicht bestätigten Konto gehört, haben wir eine neue Bestätigungs-E-Mail geschickt.",
  "If an account exists for that email address, a password reset link has been sent.": "Falls es ein Konto mit dieser E-Mail-Adresse gibt, haben wir einen Link zum Zurücksetzen des Passworts geschickt.",
  "This password reset link is invalid, has expired or has already been used.": "Dieser Link zum Zurücksetzen ist ungültig, abgelaufen oder wurde schon verwendet.",
  "Your password has been reset. Please sign in again on all your devices.": "Dein Passwort wurde zurückgesetzt. Bitte melde dich auf allen Geräten neu an.",
  "You have been signed out.": "Du wurdest abgemeldet.",
  "Your password has been changed. Your other sessions have been signed out.": "Dein Passwort wurde geändert. Deine anderen Sitzungen wurden abgemeldet.",
  "Registration is closed: this community is not accepting new members at the moment.": "Die Registrierung ist geschlossen: Diese Community nimmt derzeit keine neuen Mitglieder auf.",
  "Please accept the terms and the code of conduct to create an account.": "Bitte akzeptiere die Nutzungsbedingungen und den Verhaltenskodex, um ein Konto anzulegen.",
  "Your account is waiting for approval by the staff. You will get an e-mail when your request to join has been reviewed.": "Dein Konto wartet auf die Freigabe durch das Team. Du bekommst eine E-Mail, sobald deine Anfrage geprüft wurde.",

  ...community,
  ...members,
  ...patterns,
  ...staff,
  ...uploads,
} satisfies Record<ErrorText, string>;
