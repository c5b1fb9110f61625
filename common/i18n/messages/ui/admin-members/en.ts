/**
 * The admin panel's Members tab: finding any account and acting on it without a report, and the
 * confirmation that suspending and banning ask for (ui/en.ts, decision 0033).
 */
const en = {
  "adminMembers.tab": "Members",
  "adminMembers.title": "Members",
  "adminMembers.intro": "Find any account by name or e-mail address, then warn, suspend, ban or lift a sanction without a report.",
  "adminMembers.search": "Search members",
  "adminMembers.searchPlaceholder": "Name or e-mail address",
  "adminMembers.loading": "Loading members",
  "adminMembers.failed": "The members could not be loaded.",
  "adminMembers.retry": "Try again",
  "adminMembers.empty": "No members match “{search}”.",
  "adminMembers.emptyAll": "No one has joined yet.",
  "adminMembers.listLabel": "Members found",
  "adminMembers.paging": "Pages of members",
  "adminMembers.pageInfo": "{from}–{to} of {total}",
  "adminMembers.previous": "Previous",
  "adminMembers.next": "Next",
  "adminMembers.role": "{role, select, admin {Admin} moderator {Moderator} other {Member}}",
  "adminMembers.status": "{status, select, warned {Warned} suspended {Suspended} banned {Banned} other {Active}}",
  "adminMembers.warnings": "{count, plural, =0 {No warnings} one {# warning} other {# warnings}}",
  "adminMembers.joined": "Joined <time>{date}</time>",
  "adminMembers.suspendedUntil": "Suspended until {date}.",
  "adminMembers.act": "Actions",
  "adminMembers.actLabel": "Actions for {name}",
  "adminMembers.dialogTitle": "Moderate {name}",
  "adminMembers.standing": "Account: {status, select, warned {Warned} suspended {Suspended} banned {Banned} other {Active}}, {count, plural, =0 {no warnings} one {# warning} other {# warnings}}.",
  "adminMembers.refused.self": "This is your own account.",
  "adminMembers.refused.admin": "Administrators cannot be warned, suspended or banned.",
  "adminMembers.refused.staff": "Only an administrator can warn, suspend or ban a moderator.",
  "adminMembers.confirm.suspendTitle": "Suspend {name}?",
  "adminMembers.confirm.banTitle": "Ban {name}?",
  "adminMembers.confirm.suspendText": "{name} will be suspended for {days, plural, one {# day} other {# days}}: until then they can read the site but not post, comment or message. They are sent the reason below.",
  "adminMembers.confirm.banText": "{name} will be banned: their projects and comments leave public view and only an administrator can lift the ban. They are sent the reason below.",
  "adminMembers.confirm.reason": "Reason",
  "adminMembers.confirm.cancel": "Cancel",
  "adminMembers.confirm.suspend": "Yes, suspend",
  "adminMembers.confirm.ban": "Yes, ban",
} as const;

export type AdminMembersMessageId = keyof typeof en;
export default en;
