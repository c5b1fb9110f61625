/** The operator's pages (/about, /code-of-conduct, /terms, /privacy): part of the web app's English source catalogue (ui/en.ts, decision 0033). Their titles are the footer's (sitePage.* in ui/en.ts). */
const en = {
  "sitePages.description": "{title} of {site}.",
  "sitePages.updated": "Last updated {date}",
  "sitePages.loading": "Loading…",
  "sitePages.loadFailed": "This page could not be loaded. Please try again later.",
  "sitePages.notPublished": "{site} has not published {page, select, about {an About page} conduct {its code of conduct} terms {its terms of service} other {its privacy policy}} yet.",
  "sitePages.questions": "Questions? Write to <link>{email}</link>.",
};

export type SitePagesMessageId = keyof typeof en;
export default en;
