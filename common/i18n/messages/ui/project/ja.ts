import type { ProjectMessageId } from './en';

/** The project page (ui/ja.ts, decision 0033). */
export default {
  // Page header, links and the page's head (title, description, breadcrumbs)
  "project.back": "戻る",
  "project.categories": "カテゴリー",
  "project.link.code": "コード",
  "project.link.liveDemo": "ライブデモ",
  "project.link.video": "動画",
  "project.draft": "下書き — このプロジェクトはあなたにしか表示されません。",
  "project.edit": "編集",
  "project.delete": "削除",
  "project.loading": "プロジェクトを読み込み中",
  "project.head.title": "プロジェクト",
  "project.head.description": "{site}で公開されている{author}さんのプロジェクトです。",
  "project.head.discover": "見つける",

  // Likes
  "project.like": "いいね",
  "project.liked": "いいね済み",
  "project.likesWord": "{count, plural, other {件のいいね}}",
  "project.signInRequired": "ログインが必要です",
  "project.signInToLike": "プロジェクトにいいねするにはログインしてください",
  "project.likeFailed": "いいねを更新できませんでした",

  // About this project
  "project.about": "このプロジェクトについて",
  "project.noDescription": "説明はありません。",
  "project.contents": "目次",

  // Facts column
  "project.facts": "プロジェクトの情報",
  "project.createdBy": "作成者",
  "project.developer": "開発者",
  "project.created": "<time>{date}</time>に作成",
  "project.views": "閲覧数",
  "project.likes": "いいね",
  "project.commentsCount": "コメント",
  "project.technologies": "技術",
  "project.tags": "タグ",

  // Media gallery and lightbox
  "project.videos": "動画",
  "project.images": "画像",
  "project.videoFigure": "動画{number}",
  "project.videoLabel": "{title} — 動画{number}",
  "project.imageFigure": "画像{number}",
  "project.openImage": "{title}の画像{number}を開く",
  "project.imageAlt": "{title} — 画像{number}",
  "project.imagePosition": "{number} / {total}",
  "project.preview": "✓ プレビュー",
  "project.setPreview": "プレビューに設定",
  "project.previewUpdated": "プレビューを更新しました",
  "project.previewFailed": "プレビューを更新できませんでした",
  "project.lightbox.previous": "前の画像",
  "project.lightbox.next": "次の画像",
  "project.lightbox.close": "閉じる",
  "project.lightbox.zoomIn": "拡大",
  "project.lightbox.zoomOut": "縮小",
  "project.lightbox.label": "画像ビューアー",
  "project.lightbox.carousel": "カルーセル",
  "project.lightbox.gallery": "フォトギャラリー",
  "project.lightbox.slide": "スライド",
  "project.lightbox.slideOf": "{index} / {total}",
  "project.lightbox.caption": "キャプション",

  // Comments
  "project.comments": "コメント",
  "project.commentTotal": "（{count, number}）",
  "project.addComment": "コメントを書く",
  "project.commentPlaceholder": "感想や質問を書いてください…",
  "project.commentPlaceholderVisitor": "ログインして会話に参加しましょう…",
  "project.beKind": "思いやりを持って、具体的に書きましょう。",
  "project.signInToCommentLink": "ログインしてコメントする",
  "project.signInToComment": "コメントするにはログインが必要です",
  "project.posting": "投稿中...",
  "project.post": "投稿",
  "project.loadingComments": "コメントを読み込み中",
  "project.noComments": "まだコメントはありません。最初のコメントを書いてみましょう。",
  "project.commentFailed": "コメントを投稿できませんでした",
  // Report (a project that is not yours, a comment that is not yours)
  "project.report": "プロジェクトを通報",
  "project.reportComment": "{name}さんのコメントを通報",
} satisfies Record<ProjectMessageId, string>;
