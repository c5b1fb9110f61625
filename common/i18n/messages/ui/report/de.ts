import type { ReportMessageId } from './en';

/** The dialog for reporting a member (ui/de.ts, decision 0033). */
export default {
  "report.title": "{name} melden",
  "report.intro": "Sag den Moderatoren, was nicht stimmt. {name} erfährt nicht, wer die Meldung gemacht hat.",
  "report.reason": "Grund",
  "report.selectReason": "Grund auswählen",
  "report.reason.harassment": "Belästigung",
  "report.reason.spam": "Spam",
  "report.reason.inappropriate-content": "Unangemessene Inhalte",
  "report.reason.threats": "Drohungen",
  "report.reason.impersonation": "Identitätsdiebstahl",
  "report.reason.other": "Sonstiges",
  "report.reasonRequired": "Bitte wähle einen Grund aus",
  "report.description": "Beschreibung (optional)",
  "report.characters": "{count}/{max} Zeichen",
  "report.placeholder": "Was ist passiert? Links oder Details helfen den Moderatoren.",
  "report.cancel": "Abbrechen",
  "report.submit": "Meldung senden",
  "report.submitting": "Wird gesendet …",
  "report.submitted": "Meldung gesendet",
  "report.thanks": "Danke. Unsere Moderatoren sehen sie sich an.",
  "report.failed": "Die Meldung konnte nicht gesendet werden. Bitte versuche es erneut.",
  // The title when the report is about a project or a comment
  "report.titleProject": "Projekt „{title}“ melden",
  "report.titleComment": "Kommentar von {name} melden",
} satisfies Record<ReportMessageId, string>;
