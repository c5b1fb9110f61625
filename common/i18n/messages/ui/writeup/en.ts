/**
 * The write-up editor (decision 0030): Write and Preview tabs, the formatting toolbar, images put
 * into the text, the kept draft and the character count. Used by the project forms and the profile
 * form. Part of the web app's English source catalogue (ui/en.ts, decision 0033).
 */
const en = {
  // Kept draft
  "writeup.draftFound": "You have an unsaved draft of this text from an earlier visit.",
  "writeup.restore": "Restore draft",
  "writeup.discard": "Discard",

  // Tabs and preview
  "writeup.tabs": "Write or preview",
  "writeup.write": "Write",
  "writeup.preview": "Preview",
  "writeup.nothingToPreview": "Nothing to preview yet.",
  "writeup.rendering": "Rendering the preview…",
  "writeup.previewFailed": "The preview could not be made. Your text is safe; try again in a moment.",

  // Images, count
  "writeup.onlyImages": "Only JPEG, PNG, WebP, GIF or AVIF images can go into the text.",
  "writeup.imageFailed": "{name} could not be uploaded.",
  "writeup.uploading": "Uploading {count, plural, one {an image} other {# images}}…",
  "writeup.count": "{count, number} / {max, number} characters",

  // Toolbar
  "writeup.toolbar": "Formatting",
  "writeup.withShortcut": "{label} (Ctrl+{key})",
  "writeup.bold": "Bold",
  "writeup.italic": "Italic",
  "writeup.heading": "Heading",
  "writeup.link": "Link",
  "writeup.code": "Code",
  "writeup.list": "Bulleted list",
  "writeup.quote": "Quote",
  "writeup.addImage": "Add an image",
  "writeup.addImageTitle": "Add an image (or paste or drop one)",

  // Words a mark puts in when nothing is selected, selected so typing replaces them
  "writeup.placeholder.bold": "bold text",
  "writeup.placeholder.italic": "italic text",
  "writeup.placeholder.code": "code",
  "writeup.placeholder.link": "link text",
  "writeup.placeholder.image": "image",
} as const;

export type WriteupMessageId = keyof typeof en;
export default en;
