import type { ReportMessageId } from './en';

/** The dialog for reporting a member (ui/es.ts, decision 0033). */
export default {
  "report.title": "Denunciar a {name}",
  "report.intro": "Cuéntales a los moderadores qué ocurre. {name} no sabrá quién lo ha denunciado.",
  "report.reason": "Motivo",
  "report.selectReason": "Selecciona un motivo",
  "report.reason.harassment": "Acoso",
  "report.reason.spam": "Spam",
  "report.reason.inappropriate-content": "Contenido inapropiado",
  "report.reason.threats": "Amenazas",
  "report.reason.impersonation": "Suplantación de identidad",
  "report.reason.other": "Otro",
  "report.reasonRequired": "Selecciona un motivo",
  "report.description": "Descripción (opcional)",
  "report.characters": "{count}/{max} caracteres",
  "report.placeholder": "¿Qué ha pasado? Los enlaces o los detalles ayudan a los moderadores.",
  "report.cancel": "Cancelar",
  "report.submit": "Enviar denuncia",
  "report.submitting": "Enviando...",
  "report.submitted": "Denuncia enviada",
  "report.thanks": "Gracias. Nuestros moderadores la revisarán.",
  "report.failed": "No se ha podido enviar la denuncia. Inténtalo de nuevo.",
  // The title when the report is about a project or a comment
  "report.titleProject": "Denunciar el proyecto «{title}»",
  "report.titleComment": "Denunciar un comentario de {name}",
} satisfies Record<ReportMessageId, string>;
