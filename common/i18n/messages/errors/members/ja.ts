import type { MemberErrorText } from './en';

export default {
  'Please explain why this decision should be reconsidered.': 'この判断を見直すべき理由を説明してください。',
  'Say which sanction you are appealing.': '異議申し立ての対象となる措置を選んでください。',
  'There is no sanction in force on your account to appeal.': 'あなたのアカウントには、異議申し立てできる有効な措置はありません。',
  'This sanction is no longer in force, or is not yours to appeal.': 'この措置はすでに終了しているか、あなたが異議申し立てできるものではありません。',
  'You have already appealed this sanction. Each sanction can be appealed once.': 'この措置にはすでに異議申し立てをしています。異議申し立ては各措置につき1回までです。',
  'Your appeal has been sent. The moderators will review it.': '異議申し立てを送信しました。モデレーターが確認します。',

  'Collection not found': 'コレクションが見つかりません',
  'You can only change your own collections': '変更できるのは自分のコレクションだけです',
  'Collection name is required': 'コレクション名を入力してください',
  'You already have a collection with this name': '同じ名前のコレクションがすでにあります',
  'The Saved list keeps its name': '「保存済み」リストの名前は変更できません',
  'The Saved list cannot be deleted; remove its projects instead': '「保存済み」リストは削除できません。代わりにプロジェクトを外してください',
  'You cannot save projects of someone you blocked or who blocked you': 'ブロックした相手、またはあなたをブロックした相手のプロジェクトは保存できません',
  'Collection deleted': 'コレクションを削除しました',

  'Registration is by invitation only. Ask a member of this community for an invitation link.': '登録は招待制です。このコミュニティのメンバーに招待リンクを頼んでください。',
  'This invitation link is invalid, has expired, has been revoked or has been used up.': 'この招待リンクは無効か、期限切れ、取り消し済み、または利用回数の上限に達しています。',
  'Please answer the question to ask to join.': '参加を申請するには質問に回答してください。',
  'Account created. Please check your e-mail to verify your address. The staff will then review your request to join, and you will get an e-mail when they have.':
    'アカウントを作成しました。メールを確認してアドレスを確認してください。その後、スタッフが参加リクエストを審査し、完了したらメールでお知らせします。',
  'Your email address has been verified. Your request to join now waits for the staff: you will get an e-mail when it has been reviewed.':
    'メールアドレスを確認しました。参加リクエストはスタッフの審査待ちです。審査が終わったらメールでお知らせします。',
  'Only the staff can make invitations on this site.': 'このサイトでは、招待を作成できるのはスタッフだけです。',
  'Invitation not found.': '招待が見つかりません。',
  'You can only revoke invitations you made.': '取り消せるのは自分が作成した招待だけです。',
  'This invitation has already been revoked.': 'この招待はすでに取り消されています。',

  'Please select a reason': '理由を選んでください',
  'Report submitted': '通報を送信しました',
  'You cannot report yourself': '自分自身を通報することはできません',
  'The reported content does not belong to this user': '通報されたコンテンツはこのユーザーのものではありません',

  'Check your new address: we sent it a verification link. Until you verify it, you stay signed in here but cannot sign in elsewhere.':
    '新しいアドレスを確認してください。確認用リンクを送信しました。確認が済むまで、ここではログインしたままですが、ほかの場所ではログインできません。',
  'Your account has been deleted.': 'アカウントを削除しました。',

  'This sign-in provider is not configured on this site.': 'このログインサービスはこのサイトでは設定されていません。',
  'This sign-in attempt is not valid: it has already been used, has expired or was not started in this browser. Please start again.':
    'このログインは無効です。すでに使用されたか、期限が切れたか、このブラウザで開始されたものではありません。もう一度やり直してください。',
  'This is your only way to sign in. Set a password (through "Forgot password") or link another account first.':
    'これは唯一のログイン方法です。先にパスワードを設定する（「パスワードをお忘れの場合」から）か、別のアカウントを連携してください。',
  'There is no link waiting for your confirmation, or it has expired. Please sign in with the provider again.':
    '確認待ちの連携はないか、期限が切れています。もう一度サービスでログインしてください。',
  'This link was offered to another account. Sign in to the account with that e-mail address to confirm it.':
    'この連携は別のアカウントに提案されたものです。確認するには、そのメールアドレスのアカウントでログインしてください。',
  'The link was dismissed.': '連携の提案を取り消しました。',
  'An account with this e-mail address exists but has not verified it yet. Verify it with the link we sent, sign in, then link this account from Settings.':
    'このメールアドレスのアカウントはありますが、まだ確認されていません。送信したリンクで確認してからログインし、設定からこのアカウントを連携してください。',
  'Account created. Your request to join now waits for the staff: you will get an e-mail when it has been reviewed.':
    'アカウントを作成しました。参加リクエストはスタッフの審査待ちです。審査が終わったらメールでお知らせします。',

  'Enter a code from your authenticator app or a recovery code.': '認証アプリのコードか、リカバリーコードを入力してください。',
  'That code is not valid. Check your authenticator app and try again.': 'このコードは無効です。認証アプリを確認して、もう一度お試しください。',
  'That code has already been used. Wait for the next code in your authenticator app.': 'このコードはすでに使用されています。認証アプリに次のコードが表示されるまでお待ちください。',
  'That recovery code is not valid or has already been used.': 'このリカバリーコードは無効か、すでに使用されています。',
  'This sign-in has expired or was already completed. Please sign in again.': 'このログインは期限切れか、すでに完了しています。もう一度ログインしてください。',
  'Two-factor sign-in is already on.': '2段階認証はすでにオンです。',
  'Two-factor sign-in is not on.': '2段階認証はオンになっていません。',
  'Start the set-up again: scan a new QR code first.': '設定をやり直してください。まず新しいQRコードを読み取ってください。',
  'Two-factor sign-in is on.': '2段階認証をオンにしました。',
  'Two-factor sign-in is off.': '2段階認証をオフにしました。',
  'The passkey could not be verified. Please try again.': 'パスキーを確認できませんでした。もう一度お試しください。',
  'This passkey is not registered here. Sign in with your password, or use another passkey.': 'このパスキーはここに登録されていません。パスワードでログインするか、別のパスキーを使ってください。',
  'The passkey request has expired. Please try again.': 'パスキーのリクエストの期限が切れました。もう一度お試しください。',
  'Passkey not found': 'パスキーが見つかりません',
  'Passkey removed.': 'パスキーを削除しました。',
  'This passkey is your only way to sign in. Set a password (through "Forgot password") or link another account first.':
    'このパスキーは唯一のログイン方法です。先にパスワードを設定する（「パスワードをお忘れの場合」から）か、別のアカウントを連携してください。',
  'Staff accounts must turn on two-factor sign-in (Settings → Security) before using staff tools.':
    'スタッフのアカウントは、運営ツールを使う前に2段階認証をオンにする必要があります（設定 → セキュリティ）。',
  'Turn on two-factor sign-in for your own account first (Settings → Security).': 'まず自分のアカウントで2段階認証をオンにしてください（設定 → セキュリティ）。',
  // Recent proof (decision 0039)
  "Confirm it is you: enter your password (or a code from your authenticator app) and try again.": "ご本人であることを確認してください：パスワード（または認証アプリのコード）を入力して、もう一度お試しください。",
  "Thanks, it is you. You can go ahead for the next few minutes.": "ご本人であることを確認しました。この後数分間は続けて操作できます。",
  "This account has no password. Confirm with a code from your authenticator app, or sign in again.": "このアカウントにはパスワードがありません。認証アプリのコードで確認するか、もう一度ログインしてください。",
  "Two-factor sign-in is not on for this account. Confirm with your password, or sign in again.": "このアカウントでは2段階認証がオンになっていません。パスワードで確認するか、もう一度ログインしてください。",
  "Send either password or code": "パスワードかコードのどちらか一方を送信してください",
} satisfies Record<MemberErrorText, string>;
