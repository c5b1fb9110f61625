import people from './people/ja';
import type { ErrorText } from './en';
import community from './community/ja';
import members from './members/ja';
import patterns from './patterns/ja';
import staff from './staff/ja';
import uploads from './uploads/ja';

export default {
  // The profile, avatar and people-search texts live in a file of their own (./people).
  ...people,

  'Invalid email address': 'メールアドレスが正しくありません',
  'Please enter a valid email address': '有効なメールアドレスを入力してください',
  'Email address is too long': 'メールアドレスが長すぎます',
  'Password is required': 'パスワードを入力してください',
  'Password is too long': 'パスワードが長すぎます',
  'Password must be at least 8 characters': 'パスワードは8文字以上にしてください',
  'Password must be at most 128 characters': 'パスワードは128文字以内にしてください',
  'This password is too common. Choose one that is harder to guess.': 'このパスワードはよく使われています。推測されにくいものを選んでください。',
  'Please confirm your password': '確認のためパスワードをもう一度入力してください',
  'Please confirm your new password': '確認のため新しいパスワードをもう一度入力してください',
  "Passwords don't match": 'パスワードが一致しません',
  'Please enter your password': 'パスワードを入力してください',
  'Please enter your current password': '現在のパスワードを入力してください',
  'First name is required': '名を入力してください',
  'Last name is required': '姓を入力してください',
  'First name must be at most 50 characters': '名は50文字以内にしてください',
  'Last name must be at most 50 characters': '姓は50文字以内にしてください',
  'Password is incorrect': 'パスワードが正しくありません',
  'Current password is incorrect': '現在のパスワードが正しくありません',
  'The new password must be different from the current one': '新しいパスワードは現在のものと違うものにしてください',
  'This is already your email address': 'これはすでにあなたのメールアドレスです',
  'Invalid email or password': 'メールアドレスまたはパスワードが正しくありません',
  'Please choose a supported language': '対応している言語を選んでください',
  'Please choose a valid time zone': '有効なタイムゾーンを選んでください',
  'Theme must be light, dark or system': 'テーマはライト、ダーク、システムのいずれかにしてください',
  'Comment cannot be empty': 'コメントを入力してください',
  'Code is too long': 'コードが長すぎます',
  'Token is required': 'トークンがありません',
  Unauthorized: 'ログインしていません',
  Forbidden: 'この操作を行う権限がありません',
  'Not found': '見つかりません',
  'Too many requests. Please try again later.': 'リクエストが多すぎます。しばらくしてからもう一度お試しください。',
  'The database is unavailable. Please try again in a moment.': 'データベースに接続できません。少し待ってからもう一度お試しください。',
  'The server is out of storage space. Please try again later.': 'サーバーの空き容量がありません。しばらくしてからもう一度お試しください。',
  'Internal server error': 'サーバー内部のエラーです',
  'Something went wrong. Please try again.': '問題が発生しました。もう一度お試しください。',

  // What the server answers people (accounts, settings, joining)
  "Account created. Please check your e-mail to verify your address before signing in.": "アカウントを作成しました。ログインする前に、届いたメールでアドレスを確認してください。",
  "Please verify your email address before signing in. Check your inbox for the verification link.": "ログインする前にメールアドレスを確認してください。確認リンクは受信トレイに届いています。",
  "Your email address has been verified.": "メールアドレスを確認しました。",
  "This verification link is invalid, has expired or has already been used.": "この確認リンクは無効か、期限切れか、使用済みです。",
  "If that address belongs to an account that still needs verification, a new verification email has been sent.": "そのアドレスが未確認のアカウントのものであれば、新しい確認メールをお送りしました。",
  "If an account exists for that email address, a password reset link has been sent.": "そのメールアドレスのアカウントが存在する場合は、パスワード再設定用のリンクをお送りしました。",
  "This password reset link is invalid, has expired or has already been used.": "このパスワード再設定リンクは無効か、期限切れか、使用済みです。",
  "Your password has been reset. Please sign in again on all your devices.": "パスワードを再設定しました。すべての端末でもう一度ログインしてください。",
  "You have been signed out.": "ログアウトしました。",
  "Your password has been changed. Your other sessions have been signed out.": "パスワードを変更しました。ほかのセッションはログアウトされました。",
  "Registration is closed: this community is not accepting new members at the moment.": "新規登録は締め切られています。このコミュニティは現在、新しいメンバーを受け付けていません。",
  "Please accept the terms and the code of conduct to create an account.": "アカウントを作成するには、利用規約と行動規範に同意してください。",
  "Your account is waiting for approval by the staff. You will get an e-mail when your request to join has been reviewed.": "あなたのアカウントはスタッフの承認待ちです。参加リクエストが審査されるとメールでお知らせします。",

  ...community,
  ...members,
  ...patterns,
  ...staff,
  ...uploads,
} satisfies Record<ErrorText, string>;
