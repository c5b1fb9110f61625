import type { PeopleErrorText } from './en';

/** Profile, avatar and people-search errors, keyed by the English text the rules and the server write (errors/ja.ts, decision 0033). */
export default {
  // The Edit Profile form's rules (web and PUT /api/users/profile)
  "Title must be at most 100 characters": "肩書きは100文字以内にしてください",
  "Bio must be at most 1000 characters": "自己紹介は1000文字以内にしてください",
  "Location must be at most 100 characters": "場所は100文字以内にしてください",
  "Each skill must be at most 40 characters": "スキルはそれぞれ40文字以内にしてください",
  "At most 30 skills": "スキルは30個までです",
  "Each platform can only be added once": "各プラットフォームは1回だけ追加できます",
  "Website must be a valid web address": "ウェブサイトには有効なURLを入力してください",
  "Website must be at most 300 characters": "ウェブサイトは300文字以内にしてください",
  "Public email must be a valid email address": "公開メールアドレスには有効なメールアドレスを入力してください",
  "Public email must be at most 254 characters": "公開メールアドレスは254文字以内にしてください",
  "Please enter a value for Website": "ウェブサイトを入力してください",
  "Please enter a value for Public email": "公開メールアドレスを入力してください",

  // Avatar uploads (POST /api/upload-avatar)
  "Please choose an image to upload.": "アップロードする画像を選択してください。",
  "SVG images are not accepted. Please upload a JPEG, PNG, WebP, GIF or AVIF image.": "SVG画像は使用できません。JPEG、PNG、WebP、GIF、AVIF形式の画像をアップロードしてください。",
  "HTML files are not accepted. Please upload a JPEG, PNG, WebP, GIF or AVIF image.": "HTMLファイルは使用できません。JPEG、PNG、WebP、GIF、AVIF形式の画像をアップロードしてください。",
  "Avatars must be images. Please upload a JPEG, PNG, WebP, GIF or AVIF image.": "アバターには画像を使用してください。JPEG、PNG、WebP、GIF、AVIF形式の画像をアップロードしてください。",

  // Following and searching people
  "You cannot follow yourself": "自分自身をフォローすることはできません",
  "Search text must be at most 100 characters": "検索語句は100文字以内にしてください",
} satisfies Record<PeopleErrorText, string>;
