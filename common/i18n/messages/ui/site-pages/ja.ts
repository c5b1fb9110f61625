import type { SitePagesMessageId } from './en';

/** The operator's pages (ui/ja.ts, decision 0033). */
export default {
  "sitePages.description": "{site}の{title}。",
  "sitePages.updated": "最終更新日：{date}",
  "sitePages.loading": "読み込み中…",
  "sitePages.loadFailed": "このページを読み込めませんでした。しばらくしてからもう一度お試しください。",
  "sitePages.notPublished": "{site}はまだ{page, select, about {「このサイトについて」ページ} conduct {行動規範} terms {利用規約} other {プライバシーポリシー}}を公開していません。",
  "sitePages.questions": "ご質問は<link>{email}</link>までお寄せください。",
} satisfies Record<SitePagesMessageId, string>;
