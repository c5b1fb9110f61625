import type { SetupMessageId } from './en';

/** The one-time setup link (ui/de.ts, decision 0033). */
export default {
  "setup.documentTitle": "Richte deine Community ein",
  "setup.title": "Werde Administrator",
  "setup.openAdmin": "Verwaltung öffnen",
  "setup.signInFirst": "Dieser einmalige Link macht das Konto, das ihn öffnet, zum ersten Administrator der Website. Melde dich zuerst an (oder erstelle ein Konto und bestätige es) und öffne dann diesen Link erneut.",
  "setup.signIn": "Anmelden",
  "setup.createAccount": "Konto erstellen",
  "setup.signedInAs": "Du bist als {email} angemeldet. Dieses Konto wird Administrator dieser Website. Der Link funktioniert nur einmal.",
  "setup.failed": "Der Link konnte nicht verwendet werden.",
  "setup.claim": "Mich zum Administrator machen",
  "setup.byCommand": "Oder führe <code>{command}</code> auf dem Server aus, um ein bestehendes Konto zum Administrator zu machen.",
} satisfies Record<SetupMessageId, string>;
