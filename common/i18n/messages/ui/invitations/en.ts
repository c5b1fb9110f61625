/** A member's own invitation links (/invitations): part of the web app's English source catalogue (ui/en.ts, decision 0033). */
const en = {
  "invitations.title": "Invite people",
  "invitations.intro": "Send an invitation link to someone you would like to see here.",
  "invitations.loadFailed": "Your invitations could not be loaded.",
  "invitations.staffOnly": "Only the staff can make invitations on this site.",
  "invitations.none": "No invitations yet",
  "invitations.list": "Your invitations",
  "invitations.new": "New invitation",
  "invitations.days": "Valid for (days)",
  "invitations.make": "Make a single-use link",
  "invitations.left": "You can invite {count, plural, one {# more person} other {# more people}}.",
  "invitations.notMade": "No invitation made",
  "invitations.copied": "Invitation link copied",
  "invitations.copyBelow": "Copy the link below",
  "invitations.state.revoked": "Revoked",
  "invitations.state.open": "Open",
  "invitations.state.used": "Used",
  "invitations.state.expired": "Expired",
  "invitations.expires": "expires {date}",
  "invitations.copy": "Copy link",
  "invitations.revoke": "Revoke",
  "invitations.joined": "Joined: {names}",
};

export type InvitationsMessageId = keyof typeof en;
export default en;
