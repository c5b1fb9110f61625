/**
 * The e-mails' texts (server/features/*\/mails.ts, the digest, the layout), in ICU message syntax.
 * English is the source: the other catalogues have exactly these ids and placeholders.
 * `<link>…</link>` marks the part of a sentence that becomes a link in the HTML part.
 */
const en = {
  'mail.greeting': 'Hi {name},',
  'mail.signature': '— {site}',
  'mail.pasteLink': 'Or paste this address into your browser: <link>{url}</link>',

  'mail.verify.subject': 'Verify your {site} e-mail address',
  'mail.verify.intro': 'Please confirm your e-mail address.',
  'mail.verify.introText': 'Please confirm your e-mail address by opening this link:',
  'mail.verify.button': 'Verify e-mail address',
  'mail.verify.finePrint': 'The link is valid for 24 hours and can be used once. If you did not create a {site} account, ignore this e-mail.',

  'mail.reset.subject': 'Reset your {site} password',
  'mail.reset.intro': 'Someone (hopefully you) asked to reset your {site} password.',
  'mail.reset.introText': 'Someone (hopefully you) asked to reset your {site} password. Choose a new one here:',
  'mail.reset.button': 'Choose a new password',
  'mail.reset.finePrint': 'The link is valid for 1 hour and can be used once. If you did not ask for it, ignore this e-mail.',
  'mail.reset.finePrintText': 'The link is valid for 1 hour and can be used once. If you did not ask for it, ignore this e-mail: your password stays the same.',

  'mail.registered.subject': 'You already have a {site} account',
  'mail.registered.intro': 'Someone tried to create a {site} account with this e-mail address, but you already have one.',
  'mail.registered.signIn': 'Sign in: <link>{url}</link>',
  'mail.registered.forgot': 'Forgot your password? <link>{url}</link>',
  'mail.registered.notYou': 'If this was not you, you can ignore this e-mail.',

  'mail.digest.subject': '{count, plural, one {# new notification} other {# new notifications}} on {site}',
  'mail.digest.intro': 'Here is what happened on {site}:',
  'mail.digest.likesAndComments':
    '{likes, plural, one {# new like} other {# new likes}} and {comments, plural, one {# comment} other {# comments}} on your projects',
  'mail.digest.likes': '{likes, plural, one {# new like} other {# new likes}} on your projects',
  'mail.digest.comments': '{comments, plural, one {# new comment} other {# new comments}} on your projects',
  'mail.digest.followers': '{count, plural, one {# new follower} other {# new followers}}',
  'mail.digest.messagesFromOne': '{count, plural, one {# new message} other {# new messages}} from {sender}',
  'mail.digest.messagesFromMany':
    '{count, plural, one {# new message} other {# new messages}} from {sender} and {others, plural, one {# other} other {# others}}',
  'mail.digest.someone': 'someone',
  'mail.digest.Someone': 'Someone',
  'mail.digest.liked': '{who} liked “{title}”',
  'mail.digest.likedYourProject': '{who} liked your project',
  'mail.digest.commented': '{who} commented on “{title}”',
  'mail.digest.commentedYourProject': '{who} commented on your project',
  'mail.digest.followed': '{who} started following you',
  'mail.digest.messaged': '{who} sent you {count, plural, one {a message} other {# messages}}',
  'mail.digest.notice': 'A notice about your account',
  'mail.digest.more': '…and {count} more',
  'mail.digest.seeEverything': 'See everything: {url}',
  'mail.digest.button': 'Open {site}',
  'mail.digest.whyText': 'You get these e-mails because notifications are on in your settings ({url}).',
  'mail.digest.unsubscribeText': 'Unsubscribe from all notification e-mails: {url}',
  'mail.digest.why':
    'You get these e-mails because notifications are on in your <settings>settings</settings>. <unsubscribe>Unsubscribe</unsubscribe> from all notification e-mails.',

  // Account changes and sign-in alerts
  "mail.emailChanged.subject": "Your {site} e-mail address was changed",
  "mail.emailChanged.intro": "The e-mail address of your {site} account was changed to {address}.",
  "mail.emailChanged.notYou": "If this was not you, reset your password at once (<link>{url}</link>) and contact support.",
  "mail.passwordChanged.subject": "Your {site} password was changed",
  "mail.passwordChanged.intro": "The password of your {site} account was just changed, and your other devices were signed out.",
  "mail.passwordChanged.notYou": "If this was not you, reset your password at once: <link>{url}</link>",
  "mail.signIn.subject": "New sign-in to your {site} account",
  "mail.signIn.intro": "Your {site} account was just signed in to from a device or browser it has not used before:",
  "mail.signIn.device": "Device: {device}",
  "mail.signIn.ip": "IP address: {ip}",
  "mail.signIn.unknown": "unknown",
  "mail.signIn.time": "Time: {time}",
  "mail.signIn.whatToDo": "If this was you, there is nothing to do. If not, sign that session out and change your password.",
  "mail.signIn.whatToDoText": "If this was you, there is nothing to do. If not, sign that session out and change your password:",
  "mail.signIn.button": "Review your sessions",
  "mail.wrongCodes.subject": "Wrong two-factor codes for your {site} account",
  "mail.wrongCodes.intro": "Someone entered the right password for your {site} account, then {count} wrong two-factor codes. They did not get in.",
  "mail.wrongCodes.ip": "IP address of the last attempt: {ip}",
  "mail.wrongCodes.paused": "Signing in with a code is paused until {time}.",
  "mail.wrongCodes.whatToDo": "If this was not you, change your password now: whoever tried knows it.",
  "mail.wrongCodes.whatToDoText": "If this was not you, change your password now, because whoever tried knows it:",
  "mail.wrongCodes.button": "Change your password",

  // A new way in (decision 0039)
  "mail.wayIn.subject": "A new way to sign in was added to your {site} account",
  "mail.wayIn.provider": "Your {site} account can now be signed in to with the {provider} account {label}.",
  "mail.wayIn.passkey": "A passkey named “{name}” was added to your {site} account. It can sign in on its own.",
  "mail.wayIn.totp": "Two-factor sign-in was turned on for your {site} account. Keep your recovery codes somewhere safe.",
  "mail.wayIn.whatToDo": "If this was you, there is nothing to do. If not, remove it in Settings → Security, change your password and sign out your other sessions.",
  "mail.wayIn.whatToDoText": "If this was you, there is nothing to do. If not, remove it in Settings → Security, change your password and sign out your other sessions:",
  "mail.wayIn.button": "Review your security settings",

  // Requests to join
  "mail.approved.subject": "Welcome to {site}: your request to join was approved",
  "mail.approved.intro": "Good news: the staff approved your request to join {site}. {verified, select, yes {You can now sign in:} other {Please first confirm your e-mail address with the link we sent you earlier; then you can sign in:}}",
  "mail.approved.button": "Sign in",
  "mail.rejected.subject": "Your request to join {site}",
  "mail.rejected.intro": "The staff reviewed your request to join {site} and did not accept it.",
  "mail.rejected.reason": "The staff gave this reason:",
  "mail.rejected.closing": "Your account and the details you gave have been removed.",

  // Moderation notices
  "mail.notice.reason": "Reason: {reason}",
  "mail.notice.warning.subject": "You have received a warning on {site}",
  "mail.notice.warning": "An administrator has warned your account (warning {count}) for violating the community guidelines.",
  "mail.notice.suspension.subject": "Your {site} account has been suspended",
  "mail.notice.suspension": "Your account is suspended for {days, plural, one {# day} other {# days}}, until {until} UTC. Until then you can sign in, read and change your settings, but not post, comment, like, follow or message.",
  "mail.notice.ban.subject": "Your {site} account has been banned",
  "mail.notice.ban": "Your account has been permanently banned. You can still sign in to export your data or delete your account.",
  "mail.notice.unban.subject": "Your {site} account has been restored",
  "mail.notice.unban": "Your account is active again: you have full access.",
  "mail.notice.projectHidden.subject": "Your project has been hidden",
  "mail.notice.projectHidden": "An administrator has hidden your project \"{title}\". Only you and administrators can see it now.",
  "mail.notice.projectRestored.subject": "Your project is visible again",
  "mail.notice.projectRestored": "Your project \"{title}\" is visible to everyone again.",
  "mail.notice.commentHidden.subject": "Your comment has been hidden",
  "mail.notice.commentHidden": "An administrator has hidden your comment \"{excerpt}\". Only you and administrators can see it now.",
  "mail.notice.commentRestored.subject": "Your comment is visible again",
  "mail.notice.commentRestored": "Your comment \"{excerpt}\" is visible to everyone again.",
  "mail.notice.appealAccepted.subject": "Your appeal has been accepted",
  "mail.notice.appealAccepted": "The moderators have accepted your appeal: the {sanction, select, other {{sanction}}} has been lifted.",
  "mail.notice.appealRejected.subject": "Your appeal has been rejected",
  "mail.notice.appealRejected": "The moderators have reviewed your appeal: the {sanction, select, other {{sanction}}} stays in place.",
} as const;

export type MailMessageId = keyof typeof en;
export default en;
