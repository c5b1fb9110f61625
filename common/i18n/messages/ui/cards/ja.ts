import type { CardsMessageId } from './en';

/** Project cards, the Save dialog and the community totals (ui/ja.ts, decision 0033). */
export default {
  // A project's card
  "cards.video": "動画",
  "cards.draft": "下書き",
  "cards.likesTitle": "{count, plural, other {いいね #件}}",
  "cards.likesUnit": "{count, plural, other {件のいいね}}",
  "cards.commentsTitle": "{count, plural, other {コメント #件}}",
  "cards.commentsUnit": "{count, plural, other {件のコメント}}",
  "cards.technologies": "技術",
  "cards.moreTechnologies": "{count, plural, other {件のほかの技術}}",
  "cards.videoPreviewOf": "{title}の動画プレビュー",
  "cards.previewOf": "{title}のプレビュー",

  // A grid of cards
  "cards.projects": "プロジェクト",
  "cards.loadingProjects": "プロジェクトを読み込み中",

  // The community totals (landing, Discover)
  "cards.stats.title": "コミュニティの概要",
  "cards.stats.developers": "アクティブな開発者",
  "cards.stats.projects": "公開プロジェクト",
  "cards.stats.likes": "いいねの数",
  "cards.stats.comments": "コメントの数",

  // Save to a collection: the button
  "cards.save.signIn": "プロジェクトを保存するにはログインしてください",
  "cards.save.cardLabel": "{title}をコレクションに保存",
  "cards.save.button": "保存",
  "cards.save.countUnit": "{count, plural, other {件の保存}}",

  // Save to a collection: the dialog
  "cards.save.title": "コレクションに保存",
  "cards.save.loading": "コレクションを読み込み中",
  "cards.save.loadFailed": "コレクションを読み込めませんでした。もう一度お試しください。",
  "cards.save.yours": "あなたのコレクション",
  "cards.save.defaultName": "保存済み",
  "cards.save.private": "非公開",
  "cards.save.projectsUnit": "{count, plural, other {件のプロジェクト}}",
  "cards.save.saveFailed": "プロジェクトを保存できませんでした",
  "cards.save.removeFailed": "プロジェクトをコレクションから外せませんでした",
  "cards.save.newCollection": "新しいコレクション",
  "cards.save.placeholder": "例：便利な開発ツール",
  "cards.save.creating": "作成中...",
  "cards.save.create": "作成",
  "cards.save.createFailed": "コレクションを作成できませんでした",
  "cards.save.privateOption": "非公開（自分だけが見られます）",
  "cards.save.saved": "保存しました",
  "cards.save.manage": "コレクションを管理",
} satisfies Record<CardsMessageId, string>;
