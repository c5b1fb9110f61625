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
} as const;

export type MailMessageId = keyof typeof en;
export default en;
