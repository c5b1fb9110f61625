import type { MemberErrorText } from './en';

export default {
  'Please explain why this decision should be reconsidered.': 'Bitte erkläre, warum diese Entscheidung überprüft werden sollte.',
  'Say which sanction you are appealing.': 'Gib an, gegen welche Maßnahme du Einspruch einlegst.',
  'There is no sanction in force on your account to appeal.': 'Gegen dein Konto besteht keine Maßnahme, gegen die du Einspruch einlegen könntest.',
  'This sanction is no longer in force, or is not yours to appeal.': 'Diese Maßnahme gilt nicht mehr oder betrifft nicht dich.',
  'You have already appealed this sanction. Each sanction can be appealed once.': 'Du hast gegen diese Maßnahme bereits Einspruch eingelegt. Gegen jede Maßnahme ist nur ein Einspruch möglich.',
  'Your appeal has been sent. The moderators will review it.': 'Dein Einspruch wurde gesendet. Die Moderatoren prüfen ihn.',

  'Collection not found': 'Sammlung nicht gefunden',
  'You can only change your own collections': 'Du kannst nur deine eigenen Sammlungen ändern',
  'Collection name is required': 'Bitte gib einen Namen für die Sammlung ein',
  'You already have a collection with this name': 'Du hast bereits eine Sammlung mit diesem Namen',
  'The Saved list keeps its name': 'Die Liste „Gespeichert“ behält ihren Namen',
  'The Saved list cannot be deleted; remove its projects instead': 'Die Liste „Gespeichert“ kann nicht gelöscht werden; entferne stattdessen ihre Projekte',
  'You cannot save projects of someone you blocked or who blocked you': 'Du kannst keine Projekte von Personen speichern, die du blockiert hast oder die dich blockiert haben',
  'Collection deleted': 'Sammlung gelöscht',

  'Registration is by invitation only. Ask a member of this community for an invitation link.': 'Registrieren kann man sich nur mit Einladung. Bitte ein Mitglied dieser Community um einen Einladungslink.',
  'This invitation link is invalid, has expired, has been revoked or has been used up.': 'Dieser Einladungslink ist ungültig, abgelaufen, widerrufen oder aufgebraucht.',
  'Please answer the question to ask to join.': 'Bitte beantworte die Frage, um deine Aufnahme zu beantragen.',
  'Account created. Please check your e-mail to verify your address. The staff will then review your request to join, and you will get an e-mail when they have.':
    'Konto angelegt. Bitte bestätige deine Adresse über die E-Mail, die wir dir geschickt haben. Danach prüft das Team deine Anfrage, und du bekommst eine E-Mail, sobald das geschehen ist.',
  'Your email address has been verified. Your request to join now waits for the staff: you will get an e-mail when it has been reviewed.':
    'Deine E-Mail-Adresse wurde bestätigt. Deine Anfrage wartet jetzt auf das Team: Du bekommst eine E-Mail, sobald sie geprüft wurde.',
  'Only the staff can make invitations on this site.': 'Auf dieser Seite kann nur das Team Einladungen erstellen.',
  'Invitation not found.': 'Einladung nicht gefunden.',
  'You can only revoke invitations you made.': 'Du kannst nur Einladungen widerrufen, die du selbst erstellt hast.',
  'This invitation has already been revoked.': 'Diese Einladung wurde bereits widerrufen.',

  'Please select a reason': 'Bitte wähle einen Grund',
  'Report submitted': 'Meldung gesendet',
  'You cannot report yourself': 'Du kannst dich nicht selbst melden',
  'The reported content does not belong to this user': 'Der gemeldete Inhalt gehört nicht zu dieser Person',

  'Check your new address: we sent it a verification link. Until you verify it, you stay signed in here but cannot sign in elsewhere.':
    'Sieh in deinem neuen Postfach nach: Wir haben einen Bestätigungslink an die Adresse geschickt. Bis du sie bestätigst, bleibst du hier angemeldet, kannst dich aber nirgendwo sonst anmelden.',
  'Your account has been deleted.': 'Dein Konto wurde gelöscht.',

  'This sign-in provider is not configured on this site.': 'Dieser Anmeldedienst ist auf dieser Seite nicht eingerichtet.',
  'This sign-in attempt is not valid: it has already been used, has expired or was not started in this browser. Please start again.':
    'Dieser Anmeldeversuch ist ungültig: Er wurde schon verwendet, ist abgelaufen oder wurde nicht in diesem Browser begonnen. Bitte fang noch einmal an.',
  'This is your only way to sign in. Set a password (through "Forgot password") or link another account first.':
    'Das ist deine einzige Möglichkeit, dich anzumelden. Lege zuerst ein Passwort fest (über „Passwort vergessen“) oder verknüpfe ein anderes Konto.',
  'There is no link waiting for your confirmation, or it has expired. Please sign in with the provider again.':
    'Es wartet keine Verknüpfung auf deine Bestätigung, oder sie ist abgelaufen. Bitte melde dich noch einmal über den Anbieter an.',
  'This link was offered to another account. Sign in to the account with that e-mail address to confirm it.':
    'Diese Verknüpfung wurde einem anderen Konto angeboten. Melde dich bei dem Konto mit dieser E-Mail-Adresse an, um sie zu bestätigen.',
  'The link was dismissed.': 'Die Verknüpfung wurde verworfen.',
  'An account with this e-mail address exists but has not verified it yet. Verify it with the link we sent, sign in, then link this account from Settings.':
    'Es gibt bereits ein Konto mit dieser E-Mail-Adresse, das sie noch nicht bestätigt hat. Bestätige sie über den Link, den wir geschickt haben, melde dich an und verknüpfe dieses Konto dann in den Einstellungen.',
  'Account created. Your request to join now waits for the staff: you will get an e-mail when it has been reviewed.':
    'Konto angelegt. Deine Anfrage wartet jetzt auf das Team: Du bekommst eine E-Mail, sobald sie geprüft wurde.',

  'Enter a code from your authenticator app or a recovery code.': 'Gib einen Code aus deiner Authenticator-App oder einen Wiederherstellungscode ein.',
  'That code is not valid. Check your authenticator app and try again.': 'Dieser Code ist ungültig. Sieh in deiner Authenticator-App nach und versuche es noch einmal.',
  'That code has already been used. Wait for the next code in your authenticator app.': 'Dieser Code wurde schon verwendet. Warte auf den nächsten Code in deiner Authenticator-App.',
  'That recovery code is not valid or has already been used.': 'Dieser Wiederherstellungscode ist ungültig oder wurde schon verwendet.',
  'This sign-in has expired or was already completed. Please sign in again.': 'Diese Anmeldung ist abgelaufen oder wurde bereits abgeschlossen. Bitte melde dich noch einmal an.',
  'Two-factor sign-in is already on.': 'Die Zwei-Faktor-Anmeldung ist bereits eingeschaltet.',
  'Two-factor sign-in is not on.': 'Die Zwei-Faktor-Anmeldung ist nicht eingeschaltet.',
  'Start the set-up again: scan a new QR code first.': 'Beginne die Einrichtung noch einmal: Scanne zuerst einen neuen QR-Code.',
  'Two-factor sign-in is on.': 'Die Zwei-Faktor-Anmeldung ist eingeschaltet.',
  'Two-factor sign-in is off.': 'Die Zwei-Faktor-Anmeldung ist ausgeschaltet.',
  'The passkey could not be verified. Please try again.': 'Der Passkey konnte nicht geprüft werden. Bitte versuche es noch einmal.',
  'This passkey is not registered here. Sign in with your password, or use another passkey.': 'Dieser Passkey ist hier nicht registriert. Melde dich mit deinem Passwort an oder verwende einen anderen Passkey.',
  'The passkey request has expired. Please try again.': 'Die Passkey-Anfrage ist abgelaufen. Bitte versuche es noch einmal.',
  'Passkey not found': 'Passkey nicht gefunden',
  'Passkey removed.': 'Passkey entfernt.',
  'This passkey is your only way to sign in. Set a password (through "Forgot password") or link another account first.':
    'Dieser Passkey ist deine einzige Möglichkeit, dich anzumelden. Lege zuerst ein Passwort fest (über „Passwort vergessen“) oder verknüpfe ein anderes Konto.',
  'Staff accounts must turn on two-factor sign-in (Settings → Security) before using staff tools.':
    'Teamkonten müssen die Zwei-Faktor-Anmeldung einschalten (Einstellungen → Sicherheit), bevor sie die Team-Werkzeuge nutzen.',
  'Turn on two-factor sign-in for your own account first (Settings → Security).': 'Schalte zuerst für dein eigenes Konto die Zwei-Faktor-Anmeldung ein (Einstellungen → Sicherheit).',
  // Recent proof (decision 0039)
  "Confirm it is you: enter your password (or a code from your authenticator app) and try again.": "Bestätige, dass du es bist: Gib dein Passwort (oder einen Code aus deiner Authenticator-App) ein und versuche es noch einmal.",
  "Thanks, it is you. You can go ahead for the next few minutes.": "Danke, du bist es. Für die nächsten Minuten kannst du fortfahren.",
  "This account has no password. Confirm with a code from your authenticator app, or sign in again.": "Dieses Konto hat kein Passwort. Bestätige mit einem Code aus deiner Authenticator-App oder melde dich erneut an.",
  "Two-factor sign-in is not on for this account. Confirm with your password, or sign in again.": "Die Zwei-Faktor-Anmeldung ist für dieses Konto nicht eingeschaltet. Bestätige mit deinem Passwort oder melde dich erneut an.",
  "Send either password or code": "Sende entweder das Passwort oder den Code",
} satisfies Record<MemberErrorText, string>;
