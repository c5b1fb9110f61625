/**
 * What the server answers the staff (moderation, appeals, roles, the site's settings, backups),
 * keyed by the English text like the rest of the errors catalogue. The spent setup link's message
 * names `<email>`, which ICU reads as a tag, so it stays English (only the operator sees it).
 */
const en = {
  // Moderation
  'Please provide a reason for this action.': 'Please provide a reason for this action.',
  'Please provide a reason for hiding content.': 'Please provide a reason for hiding content.',
  'Report not found': 'Report not found',
  'Comment not found': 'Comment not found',
  'You cannot take action against your own account.': 'You cannot take action against your own account.',
  'Administrators cannot be warned, suspended or banned.': 'Administrators cannot be warned, suspended or banned.',
  'This user is already banned.': 'This user is already banned.',
  'This user is banned. Unban them before suspending.': 'This user is banned. Unban them before suspending.',
  'This user is neither banned nor suspended.': 'This user is neither banned nor suspended.',
  'This report is about a different user.': 'This report is about a different user.',
  'This report is about different content.': 'This report is about different content.',
  'You need administrator rights to do this.': 'You need administrator rights to do this.',
  'Only administrators can ban or lift a ban.': 'Only administrators can ban or lift a ban.',
  'Moderators can only be warned, suspended or banned by an administrator.': 'Moderators can only be warned, suspended or banned by an administrator.',
  'User has been warned.': 'User has been warned.',
  'User has been suspended.': 'User has been suspended.',
  'User has been banned.': 'User has been banned.',
  'User has been unbanned.': 'User has been unbanned.',
  'Content has been hidden.': 'Content has been hidden.',
  'Content is visible again.': 'Content is visible again.',

  // Appeals, as the staff decide them
  'Please give a reason for this decision.': 'Please give a reason for this decision.',
  'Appeal not found': 'Appeal not found',
  'This appeal has already been decided.': 'This appeal has already been decided.',
  'You cannot decide an appeal about your own account.': 'You cannot decide an appeal about your own account.',
  'Only administrators can decide the appeal of a ban.': 'Only administrators can decide the appeal of a ban.',
  'The appeal has been accepted and the sanction lifted.': 'The appeal has been accepted and the sanction lifted.',
  'The appeal has been rejected; the sanction stays.': 'The appeal has been rejected; the sanction stays.',

  'No registration with this id is waiting for review.': 'No registration with this id is waiting for review.',

  // Roles and the first administrator
  'Choose a role: member, moderator or admin.': 'Choose a role: member, moderator or admin.',
  'Please give a reason for this role change.': 'Please give a reason for this role change.',
  'Enter the e-mail address of the account.': 'Enter the e-mail address of the account.',
  'You are the last administrator: make someone else an admin before giving up the role.': 'You are the last administrator: make someone else an admin before giving up the role.',
  'This account is suspended or banned: lift the sanction before giving it a staff role.': 'This account is suspended or banned: lift the sanction before giving it a staff role.',
  'This account already has that role.': 'This account already has that role.',
  'The role has been changed.': 'The role has been changed.',
  'Only administrators can do this.': 'Only administrators can do this.',
  'Your staff rights are paused while your account is suspended or banned.': 'Your staff rights are paused while your account is suspended or banned.',
  'This site already has an administrator: setup links no longer work.': 'This site already has an administrator: setup links no longer work.',
  'Verify your e-mail address before becoming the administrator.': 'Verify your e-mail address before becoming the administrator.',
  'You are now the administrator of this site.': 'You are now the administrator of this site.',

  // The site's settings and pages
  'Please give the community a name.': 'Please give the community a name.',
  'The accent colour must be a hex colour such as #4f46e5.': 'The accent colour must be a hex colour such as #4f46e5.',
  'The contact address must be a valid e-mail address, or empty.': 'The contact address must be a valid e-mail address, or empty.',
  'Site settings saved.': 'Site settings saved.',
  'Page saved.': 'Page saved.',
  'Logo updated.': 'Logo updated.',
  'Favicon updated.': 'Favicon updated.',
  'Image removed.': 'Image removed.',
  'This page does not exist.': 'This page does not exist.',

  // Backups
  'Backup started.': 'Backup started.',
  'A backup is already running. Wait for it to finish, then try again.': 'A backup is already running. Wait for it to finish, then try again.',
  'There is no backup with this name.': 'There is no backup with this name.',
  'A backup name is a file name ending in .tar.gz (letters, digits, dots, dashes and underscores).':
    'A backup name is a file name ending in .tar.gz (letters, digits, dots, dashes and underscores).',
  'This download link has expired or is not yours: ask for a new one in the Backups tab.': 'This download link has expired or is not yours: ask for a new one in the Backups tab.',
  'The link has no token: ask for a new one in the Backups tab.': 'The link has no token: ask for a new one in the Backups tab.',

  // The Members tab
  'The search must be at most 100 characters.': 'The search must be at most 100 characters.',
  'The page must be a whole number from 1 to 500.': 'The page must be a whole number from 1 to 500.',
} as const;

export type StaffErrorText = keyof typeof en;
export default en;
