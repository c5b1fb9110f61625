import type { WriteupMessageId } from './en';

/** The write-up editor (ui/ja.ts, decision 0033). */
export default {
  // Kept draft
  "writeup.draftFound": "以前の訪問時に保存されていないこのテキストの下書きがあります。",
  "writeup.restore": "下書きを復元",
  "writeup.discard": "破棄",

  // Tabs and preview
  "writeup.tabs": "編集またはプレビュー",
  "writeup.write": "編集",
  "writeup.preview": "プレビュー",
  "writeup.nothingToPreview": "プレビューする内容はまだありません。",
  "writeup.rendering": "プレビューを作成中…",
  "writeup.previewFailed": "プレビューを作成できませんでした。テキストは失われていません。しばらくしてからもう一度お試しください。",

  // Images, count
  "writeup.onlyImages": "本文に挿入できるのはJPEG、PNG、WebP、GIF、AVIFの画像だけです。",
  "writeup.imageFailed": "{name}をアップロードできませんでした。",
  "writeup.uploading": "{count, plural, other {# 件の画像}}をアップロード中…",
  "writeup.count": "{count, number} / {max, number}文字",

  // Toolbar
  "writeup.toolbar": "書式",
  "writeup.withShortcut": "{label}（Ctrl+{key}）",
  "writeup.bold": "太字",
  "writeup.italic": "斜体",
  "writeup.heading": "見出し",
  "writeup.link": "リンク",
  "writeup.code": "コード",
  "writeup.list": "箇条書き",
  "writeup.quote": "引用",
  "writeup.addImage": "画像を追加",
  "writeup.addImageTitle": "画像を追加（貼り付けやドロップでも追加できます）",

  // Words a mark puts in when nothing is selected, selected so typing replaces them
  "writeup.placeholder.bold": "太字のテキスト",
  "writeup.placeholder.italic": "斜体のテキスト",
  "writeup.placeholder.code": "コード",
  "writeup.placeholder.link": "リンクのテキスト",
  "writeup.placeholder.image": "画像",
} satisfies Record<WriteupMessageId, string>;
