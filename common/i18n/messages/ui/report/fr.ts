import type { ReportMessageId } from './en';

/** The dialog for reporting a member (ui/fr.ts, decision 0033). */
export default {
  "report.title": "Signaler {name}",
  "report.intro": "Expliquez aux modérateurs ce qui ne va pas. {name} ne saura pas qui l'a signalé.",
  "report.reason": "Motif",
  "report.selectReason": "Choisissez un motif",
  "report.reason.harassment": "Harcèlement",
  "report.reason.spam": "Spam",
  "report.reason.inappropriate-content": "Contenu inapproprié",
  "report.reason.threats": "Menaces",
  "report.reason.impersonation": "Usurpation d'identité",
  "report.reason.other": "Autre",
  "report.reasonRequired": "Veuillez choisir un motif",
  "report.description": "Description (facultative)",
  "report.characters": "{count}/{max} caractères",
  "report.placeholder": "Que s'est-il passé ? Des liens ou des détails aident les modérateurs.",
  "report.cancel": "Annuler",
  "report.submit": "Envoyer le signalement",
  "report.submitting": "Envoi…",
  "report.submitted": "Signalement envoyé",
  "report.thanks": "Merci. Nos modérateurs vont l'examiner.",
  "report.failed": "Impossible d'envoyer le signalement. Veuillez réessayer.",
  // The title when the report is about a project or a comment
  "report.titleProject": "Signaler le projet « {title} »",
  "report.titleComment": "Signaler un commentaire de {name}",
} satisfies Record<ReportMessageId, string>;
