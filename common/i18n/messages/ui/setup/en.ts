/** The one-time setup link that makes the first administrator (/setup/:token): part of the web app's English source catalogue (ui/en.ts, decision 0033). */
const en = {
  "setup.documentTitle": "Set up your community",
  "setup.title": "Become the administrator",
  "setup.openAdmin": "Open the admin panel",
  "setup.signInFirst": "This one-time link makes the account that opens it the site’s first administrator. Sign in first (or create an account and verify it), then come back to this link.",
  "setup.signIn": "Sign in",
  "setup.createAccount": "Create an account",
  "setup.signedInAs": "You are signed in as {email}. This account will become the administrator of this site. The link works once.",
  "setup.failed": "The link could not be used.",
  "setup.claim": "Make me the administrator",
  "setup.byCommand": "Or run <code>{command}</code> on the server to make an existing account the administrator.",
};

export type SetupMessageId = keyof typeof en;
export default en;
