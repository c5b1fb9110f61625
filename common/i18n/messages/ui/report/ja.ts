import type { ReportMessageId } from './en';

/** The dialog for reporting a member (ui/ja.ts, decision 0033). */
export default {
  "report.title": "{name}さんを通報",
  "report.intro": "何が問題なのかをモデレーターにお知らせください。通報したのが誰かは{name}さんには伝わりません。",
  "report.reason": "理由",
  "report.selectReason": "理由を選択",
  "report.reason.harassment": "嫌がらせ",
  "report.reason.spam": "スパム",
  "report.reason.inappropriate-content": "不適切なコンテンツ",
  "report.reason.threats": "脅迫",
  "report.reason.impersonation": "なりすまし",
  "report.reason.other": "その他",
  "report.reasonRequired": "理由を選択してください",
  "report.description": "説明（任意）",
  "report.characters": "{count}/{max}文字",
  "report.placeholder": "何があったのかを記入してください。リンクや詳細があるとモデレーターの助けになります。",
  "report.cancel": "キャンセル",
  "report.submit": "通報を送信",
  "report.submitting": "送信中...",
  "report.submitted": "通報を送信しました",
  "report.thanks": "ありがとうございます。モデレーターが確認します。",
  "report.failed": "通報を送信できませんでした。もう一度お試しください。",
  // The title when the report is about a project or a comment
  "report.titleProject": "プロジェクト「{title}」を通報",
  "report.titleComment": "{name}さんのコメントを通報",
} satisfies Record<ReportMessageId, string>;
