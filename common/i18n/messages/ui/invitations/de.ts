import type { InvitationsMessageId } from './en';

/** A member's own invitation links (ui/de.ts, decision 0033). */
export default {
  "invitations.title": "Leute einladen",
  "invitations.intro": "Schicke einen Einladungslink an jemanden, den du gern hier sehen würdest.",
  "invitations.loadFailed": "Deine Einladungen konnten nicht geladen werden.",
  "invitations.staffOnly": "Auf dieser Website kann nur das Team Einladungen erstellen.",
  "invitations.none": "Noch keine Einladungen",
  "invitations.list": "Deine Einladungen",
  "invitations.new": "Neue Einladung",
  "invitations.days": "Gültig für (Tage)",
  "invitations.make": "Einmal-Link erstellen",
  "invitations.left": "Du kannst noch {count, plural, one {# Person} other {# Personen}} einladen.",
  "invitations.notMade": "Keine Einladung erstellt",
  "invitations.copied": "Einladungslink kopiert",
  "invitations.copyBelow": "Kopiere den Link unten",
  "invitations.state.revoked": "Widerrufen",
  "invitations.state.open": "Offen",
  "invitations.state.used": "Verwendet",
  "invitations.state.expired": "Abgelaufen",
  "invitations.expires": "läuft am {date} ab",
  "invitations.copy": "Link kopieren",
  "invitations.revoke": "Widerrufen",
  "invitations.joined": "Beigetreten: {names}",
} satisfies Record<InvitationsMessageId, string>;
