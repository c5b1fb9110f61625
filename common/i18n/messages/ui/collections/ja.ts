import type { CollectionsMessageId } from './en';

/** Collections: a collection's page and a profile's section (ui/ja.ts, decision 0033). */
export default {
  // A profile's Collections section
  "collections.heading": "コレクション",
  "collections.countUnit": "{count, plural, other {件のコレクション}}",
  "collections.loading": "コレクションを読み込み中",
  "collections.loadFailed": "コレクションを読み込めませんでした。もう一度お試しください。",
  "collections.empty": "コレクションはまだありません",
  "collections.emptyOwner": "プロジェクトの「保存」を使うと、コレクションに追加できます。",
  "collections.emptyOther": "公開中のコレクションはありません。",
  "collections.private": "非公開",
  "collections.projectCount": "{count, plural, other {#件のプロジェクト}}",

  // A collection's page
  "collections.label": "コレクション",
  "collections.notFound": "コレクションが見つかりません",
  "collections.notFoundText": "このコレクションは存在しないか、非公開か、すでに利用できません。",
  "collections.discover": "プロジェクトを探す",
  "collections.loadingOne": "コレクションを読み込み中",
  "collections.loadOneFailed": "このコレクションを読み込めませんでした。もう一度お試しください。",
  "collections.headDescription": "{name}：{owner}さんが{site}で集めた{count, plural, other {#件のプロジェクト}}です。",
  "collections.projectsFailed": "プロジェクトを読み込めませんでした。もう一度お試しください。",
  "collections.emptyItems": "まだ何も保存されていません",
  "collections.emptyItemsOwner": "プロジェクトのページやカードの「保存」から、このコレクションに追加できます。",
  "collections.emptyItemsOther": "ここに保存されたプロジェクトがこの一覧に表示されます。",
  "collections.loadingMore": "読み込み中...",
  "collections.loadMore": "さらに読み込む",

  // The owner's controls
  "collections.makePublic": "公開する",
  "collections.makePrivate": "非公開にする",
  "collections.nowPrivate": "コレクションを非公開にしました",
  "collections.nowPublic": "コレクションを公開しました",
  "collections.edit": "編集",
  "collections.delete": "削除",
  "collections.cancel": "キャンセル",
  "collections.updated": "コレクションを更新しました",
  "collections.updateFailed": "コレクションを更新できませんでした",
  "collections.editTitle": "コレクションを編集",
  "collections.editDefault": "「保存済み」リストの名前は変更できません。",
  "collections.editText": "名前、説明、公開範囲を設定します。",
  "collections.name": "名前",
  "collections.description": "説明",
  "collections.privateText": "非公開のコレクションはあなただけが見られます。ほかの人には存在しないものとして扱われます。",
  "collections.saving": "保存中...",
  "collections.saveChanges": "変更を保存",
  "collections.deleted": "コレクションを削除しました",
  "collections.deleteFailed": "コレクションを削除できませんでした",
  "collections.deleteTitle": "このコレクションを削除しますか？",
  "collections.deleteText": "「{name}」を削除します。中のプロジェクトはそのまま残ります。",
  "collections.deleting": "削除中...",

  // Taking a project out of one's collection
  "collections.removeLabel": "{title}をこのコレクションから外す",
  "collections.removed": "コレクションから外しました",
  "collections.removeFailed": "プロジェクトをコレクションから外せませんでした",
} satisfies Record<CollectionsMessageId, string>;
