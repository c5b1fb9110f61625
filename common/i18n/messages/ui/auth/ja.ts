import type { AuthMessageId } from './en';

/** Signing in, second part (ui/ja.ts, decision 0033). */
export default {
  // Second step of a sign-in (login page)
  "auth.secondStep.signInAgain": "もう一度ログインしてください。",
  "auth.secondStep.failedText": "問題が発生しました。もう一度お試しください。",
  "auth.secondStep.codeRequired": "認証アプリに表示される6桁のコードを入力してください。",
  "auth.secondStep.recoveryRequired": "リカバリーコードを1つ入力してください。",
  "auth.secondStep.code": "認証コード",
  "auth.secondStep.codeHint": "認証アプリを開き、このサイト用に表示される6桁のコードを入力してください。",
  "auth.secondStep.recoveryCode": "リカバリーコード",
  "auth.secondStep.recoveryHint": "各リカバリーコードは1回だけ使用できます。",
  "auth.secondStep.verify": "確認",
  "auth.secondStep.passkey": "パスキーを使用",
  "auth.secondStep.useRecoveryCode": "代わりにリカバリーコードを使用",
  "auth.secondStep.useApp": "代わりに認証アプリを使用",
  "auth.secondStep.startOver": "最初からやり直す",

  // Who may join (register page)
  "auth.joining.invitedBy": "{name}さんから招待が届いています。以下でアカウントを作成してください。",
  "auth.joining.invited": "招待が届いています。以下でアカウントを作成してください。",
  "auth.joining.inviteOnly": "参加は招待制です。受け取った招待リンクを開くか、以下にそのコードを貼り付けてください。",
  "auth.joining.approval": "新しいアカウントはスタッフが審査します。メールアドレスの確認後、結果をメールでお知らせします。",
  "auth.joining.invitationCode": "招待コード",
  "auth.joining.acceptTerms": "<terms>利用規約</terms>と<conduct>行動規範</conduct>に同意します。",

  // A provider's way back (/auth/providers/:id/callback)
  "auth.callback.documentTitle": "ログイン中",
  "auth.callback.linked": "アカウントを連携しました",
  "auth.callback.linkedText": "今後はこのアカウントでログインできます。",
  "auth.callback.network": "ネットワークエラーです。もう一度お試しください。",
  "auth.callback.failedText": "ログインを完了できませんでした。",
  "auth.callback.failed": "ログインできませんでした",
  "auth.callback.linkTitle": "{provider}アカウントを連携",
  "auth.callback.linkText": "{email}のアカウントがすでに存在します。いつもの方法でそのアカウントにログインしてから、設定で{provider}アカウントの連携を確定してください。",
  "auth.callback.signInToLink": "ログインして連携",
  "auth.callback.waiting": "承認待ち",
  "auth.callback.signingIn": "ログインしています",

  // A new verification link (verify e-mail page)
  "auth.resend.sent": "新しい確認メールを送信しました。",
  "auth.resend.failed": "確認メールを再送信できませんでした",
  "auth.resend.button": "確認メールを再送信",
  "auth.resend.sendLink": "新しいリンクを送信",
} satisfies Record<AuthMessageId, string>;
