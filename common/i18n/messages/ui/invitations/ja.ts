import type { InvitationsMessageId } from './en';

/** A member's own invitation links (ui/ja.ts, decision 0033). */
export default {
  "invitations.title": "ほかの人を招待",
  "invitations.intro": "ここに参加してほしい人に招待リンクを送りましょう。",
  "invitations.loadFailed": "招待を読み込めませんでした。",
  "invitations.staffOnly": "このサイトでは、招待を作成できるのはスタッフだけです。",
  "invitations.none": "招待はまだありません",
  "invitations.list": "あなたの招待",
  "invitations.new": "新しい招待",
  "invitations.days": "有効期間（日）",
  "invitations.make": "1回限りのリンクを作成",
  "invitations.left": "あと{count, plural, other {#人}}招待できます。",
  "invitations.notMade": "招待を作成できませんでした",
  "invitations.copied": "招待リンクをコピーしました",
  "invitations.copyBelow": "以下のリンクをコピーしてください",
  "invitations.state.revoked": "取り消し済み",
  "invitations.state.open": "有効",
  "invitations.state.used": "使用済み",
  "invitations.state.expired": "期限切れ",
  "invitations.expires": "有効期限：{date}",
  "invitations.copy": "リンクをコピー",
  "invitations.revoke": "取り消す",
  "invitations.joined": "参加者：{names}",
} satisfies Record<InvitationsMessageId, string>;
