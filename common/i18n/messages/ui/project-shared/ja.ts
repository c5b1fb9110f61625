import type { ProjectSharedMessageId } from './en';

/** Project texts shown wherever projects are listed or opened (ui/ja.ts, decision 0033). */
export default {
  // Owner's card menu and the delete confirmation
  "projectShared.actions": "プロジェクトの操作",
  "projectShared.edit": "編集",
  "projectShared.delete": "削除",
  "projectShared.deleteTitle": "プロジェクトを削除しますか？",
  "projectShared.deleteText": "「{title}」は画像、動画、いいね、コメントとともに完全に削除されます。この操作は取り消せません。",
  "projectShared.cancel": "キャンセル",
  "projectShared.deleting": "削除中...",
  "projectShared.deleted": "プロジェクトを削除しました",
  "projectShared.error": "エラー",
  "projectShared.deleteFailed": "プロジェクトを削除できませんでした",

  // The way to /create-project
  "projectShared.add": "プロジェクトを追加",
  "projectShared.verifyToAdd": "プロジェクトを追加するには、新しいメールアドレスを確認してください。",

  // A video's length, read out before it ("duration 3:25")
  "projectShared.duration": "再生時間",

  // A project that did not load; a form the account may not use right now
  "projectShared.notFound": "プロジェクトが見つかりません",
  "projectShared.notFoundText": "削除されたか、リンクが間違っている可能性があります。",
  "projectShared.discover": "プロジェクトを見る",
  "projectShared.loadFailed": "プロジェクトを読み込めませんでした",
  "projectShared.loadFailedText": "接続を確認して、もう一度お試しください。",
  "projectShared.tryAgain": "再試行",
  "projectShared.backToDiscover": "「見つける」に戻る",
} satisfies Record<ProjectSharedMessageId, string>;
