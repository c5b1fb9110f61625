import type { ErrorPattern } from './en';

export default {
  'Title must be at most {max} characters': '肩書きは{max}文字以内にしてください',
  'Bio must be at most {max} characters': '自己紹介は{max}文字以内にしてください',
  'Location must be at most {max} characters': '所在地は{max}文字以内にしてください',
  'Each skill must be at most {max} characters': 'スキルはそれぞれ{max}文字以内にしてください',
  'At most {max} skills': 'スキルは{max}個までです',
  'Unknown social platform: {name}': '不明なプラットフォームです：{name}',
  'Search text must be at most {max} characters': '検索テキストは{max}文字以内にしてください',
  'Project title must be at most {max} characters': 'プロジェクトのタイトルは{max}文字以内にしてください',
  'Description must be at most {max} characters': '説明は{max}文字以内にしてください',
  'Content must be at most {max} characters': '本文は{max}文字以内にしてください',
  'Caption must be at most {max} characters': 'キャプションは{max}文字以内にしてください',
  'Code link must be at most {max} characters': 'コードへのリンクは{max}文字以内にしてください',
  'Live demo link must be at most {max} characters': 'デモへのリンクは{max}文字以内にしてください',
  'Video link must be at most {max} characters': '動画へのリンクは{max}文字以内にしてください',
  'Each tag must be at most {max} characters': 'タグはそれぞれ{max}文字以内にしてください',
  'Each technology must be at most {max} characters': '技術はそれぞれ{max}文字以内にしてください',
  'At most {max} tags': 'タグは{max}個までです',
  'At most {max} technologys': '技術は{max}個までです',
  'Comment must be at most {max} characters': 'コメントは{max}文字以内にしてください',
  'A write-up must be at most {max} characters': '記事は{max}文字以内にしてください',
  'Collection name must be at most {max} characters': 'コレクション名は{max}文字以内にしてください',
  'You can have at most {max} collections': 'コレクションは{max}個までです',
  'A collection holds at most {max} projects': '1つのコレクションに入るプロジェクトは{max}件までです',
  'Name must be at most {max} characters': '名前は{max}文字以内にしてください',
  'Your appeal must be at most {max} characters': '異議申し立ては{max}文字以内にしてください',
  'The reason must be at most {max} characters': '理由は{max}文字以内にしてください',

  'The answer must be at most {max} characters': '回答は{max}文字以内にしてください',
  'You have reached your limit of {quota} invitations. Revoke an unused one or wait for one to expire.':
    '招待の上限（{quota}件）に達しました。未使用の招待を取り消すか、期限切れになるまでお待ちください。',
  'E-mail addresses at {domain} are not accepted here. Please use another address.':
    '{domain} のメールアドレスはここでは使用できません。別のアドレスを使ってください。',
  'Only e-mail addresses at {domains} are accepted here (subdomains included). Please use such an address.':
    'ここで使用できるのは {domains} のメールアドレス（サブドメインを含む）だけです。該当するアドレスを使ってください。',
  'An invitation may allow at most {max} uses': '招待の利用回数は{max}回までです',
  'An invitation may be valid for at most {max} days': '招待の有効期間は{max}日までです',

  '{name} did not complete the sign-in. Please try again.': '{name}でのログインが完了しませんでした。もう一度お試しください。',
  '{name} could not be reached. Please try again in a moment.': '{name}に接続できませんでした。しばらくしてからもう一度お試しください。',
  'Your {name} account has no verified e-mail address. Verify your address at {name} (or make a verified one primary), then try again.':
    '{name} アカウントに確認済みのメールアドレスがありません。{name} でアドレスを確認して（または確認済みのアドレスをプライマリにして）から、もう一度お試しください。',
  'This {name} account is already linked to another account here.': 'この{name}アカウントは、このサイトの別のアカウントにすでに連携されています。',
  'A {name} account is already linked to your account. Unlink it first to link another.':
    'あなたのアカウントにはすでに {name} アカウントが連携されています。別のアカウントを連携するには、先に連携を解除してください。',
  'No {name} account is linked to your account.': 'あなたのアカウントに連携された{name}アカウントはありません。',
  'Your {name} account is now linked. You can sign in with it.': '{name}アカウントを連携しました。このアカウントでログインできます。',
  'Your {name} account has been unlinked.': '{name}アカウントの連携を解除しました。',

  'Suspension must last between {min} and {max} days.': '一時停止の期間は{min}日から{max}日の間にしてください。',
  'Notes must be at most {max} characters': 'メモは{max}文字以内にしてください',
  'Action details must be at most {max} characters': '措置の詳細は{max}文字以内にしてください',
  'The question must be at most {max} characters': '質問は{max}文字以内にしてください',
  'The invitation quota must be at most {max}': '招待の上限数は{max}以下にしてください',
  'Allowed domains may hold at most {max} domains': '許可するドメインは{max}件までです',
  'Blocked domains may hold at most {max} domains': 'ブロックするドメインは{max}件までです',
  '"{value}" is not a domain name (for example: example.com).': '「{value}」はドメイン名ではありません（例：example.com）。',
  'No account uses the address {email}': '{email}を使用しているアカウントはありません',
  'The name can be at most {max} characters.': '名前は{max}文字以内にしてください。',
  'The tagline can be at most {max} characters.': 'キャッチフレーズは{max}文字以内にしてください。',
  'The description can be at most {max} characters.': '説明は{max}文字以内にしてください。',
  'A page can be at most {max} characters of Markdown.': 'ページはMarkdownで{max}文字以内にしてください。',

  // Two-factor sign-in: the minutes an account's code step is paused
  'Too many wrong codes for this account. Please wait {minutes} min before trying another code.':
    'このアカウントで誤ったコードが多すぎます。別のコードを試す前に {minutes} 分お待ちください。',
} satisfies Record<ErrorPattern, string>;
