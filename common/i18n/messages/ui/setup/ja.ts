import type { SetupMessageId } from './en';

/** The one-time setup link (ui/ja.ts, decision 0033). */
export default {
  "setup.documentTitle": "コミュニティを設定",
  "setup.title": "管理者になる",
  "setup.openAdmin": "管理パネルを開く",
  "setup.signInFirst": "この1回限りのリンクを開いたアカウントが、サイトの最初の管理者になります。先にログインしてから（またはアカウントを作成して確認してから）、もう一度このリンクを開いてください。",
  "setup.signIn": "ログイン",
  "setup.createAccount": "アカウントを作成",
  "setup.signedInAs": "{email}としてログインしています。このアカウントがこのサイトの管理者になります。このリンクは1回だけ使用できます。",
  "setup.failed": "このリンクは使用できませんでした。",
  "setup.claim": "管理者になる",
  "setup.byCommand": "または、サーバーで<code>{command}</code>を実行すると、既存のアカウントを管理者にできます。",
} satisfies Record<SetupMessageId, string>;
