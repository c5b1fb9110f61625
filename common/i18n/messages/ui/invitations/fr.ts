import type { InvitationsMessageId } from './en';

/** A member's own invitation links (ui/fr.ts, decision 0033). */
export default {
  "invitations.title": "Inviter des personnes",
  "invitations.intro": "Envoyez un lien d'invitation à quelqu'un que vous aimeriez voir ici.",
  "invitations.loadFailed": "Impossible de charger vos invitations.",
  "invitations.staffOnly": "Sur ce site, seule l'équipe peut créer des invitations.",
  "invitations.none": "Aucune invitation pour l'instant",
  "invitations.list": "Vos invitations",
  "invitations.new": "Nouvelle invitation",
  "invitations.days": "Valable pendant (jours)",
  "invitations.make": "Créer un lien à usage unique",
  "invitations.left": "Vous pouvez encore inviter {count, plural, one {# personne} other {# personnes}}.",
  "invitations.notMade": "Aucune invitation créée",
  "invitations.copied": "Lien d'invitation copié",
  "invitations.copyBelow": "Copiez le lien ci-dessous",
  "invitations.state.revoked": "Révoquée",
  "invitations.state.open": "Ouverte",
  "invitations.state.used": "Utilisée",
  "invitations.state.expired": "Expirée",
  "invitations.expires": "expire le {date}",
  "invitations.copy": "Copier le lien",
  "invitations.revoke": "Révoquer",
  "invitations.joined": "Inscrits : {names}",
} satisfies Record<InvitationsMessageId, string>;
