import type { InvitationsMessageId } from './en';

/** A member's own invitation links (ui/es.ts, decision 0033). */
export default {
  "invitations.title": "Invitar a otras personas",
  "invitations.intro": "Envía un enlace de invitación a alguien a quien te gustaría ver por aquí.",
  "invitations.loadFailed": "No se han podido cargar tus invitaciones.",
  "invitations.staffOnly": "En este sitio solo el equipo puede crear invitaciones.",
  "invitations.none": "Aún no hay invitaciones",
  "invitations.list": "Tus invitaciones",
  "invitations.new": "Nueva invitación",
  "invitations.days": "Válida durante (días)",
  "invitations.make": "Crear un enlace de un solo uso",
  "invitations.left": "Puedes invitar a {count, plural, one {# persona más} other {# personas más}}.",
  "invitations.notMade": "No se ha creado la invitación",
  "invitations.copied": "Enlace de invitación copiado",
  "invitations.copyBelow": "Copia el enlace de abajo",
  "invitations.state.revoked": "Revocada",
  "invitations.state.open": "Abierta",
  "invitations.state.used": "Usada",
  "invitations.state.expired": "Caducada",
  "invitations.expires": "caduca el {date}",
  "invitations.copy": "Copiar enlace",
  "invitations.revoke": "Revocar",
  "invitations.joined": "Se han unido: {names}",
} satisfies Record<InvitationsMessageId, string>;
