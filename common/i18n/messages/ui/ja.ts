import type { CoreMessageId } from './en';

export default {

import type { UiMessageId } from './en';

export default {
import type { UiMessageId } from './en';

export default {
import type { UiMessageId } from './en';

export default {
import type { UiMessageId } from './en';

export default {
import type { UiMessageId } from './en';

export default {
import type { UiMessageId } from './en';

export default {

  // App shell: header, navigation, menus, footer, account notices
  "shell.loading": "読み込み中",
  "shell.skipToContent": "メインコンテンツへ移動",
  "shell.loadingAccount": "アカウントを読み込み中",
  "nav.main": "メイン",
  "nav.discover": "見つける",
  "nav.developers": "開発者",
  "nav.showcase": "ショーケース",
  "nav.messages": "メッセージ",
  "nav.search": "検索",
  "nav.signIn": "ログイン",
  "nav.join": "参加する",
  "nav.openMenu": "ナビゲーションメニューを開く",
  "theme.toggle": "テーマを切り替える",
  "theme.switchToDark": "ダークテーマに切り替える",
  "theme.switchToLight": "ライトテーマに切り替える",
  "userMenu.label": "アカウントメニュー",
  "userMenu.profile": "プロフィール",
  "userMenu.addProject": "プロジェクトを追加",
  "userMenu.messages": "メッセージ",
  "userMenu.settings": "設定",
  "userMenu.invite": "ほかの人を招待",
  "userMenu.admin": "管理パネル",
  "userMenu.logOut": "ログアウト",
  "userMenu.logOutFailed": "ログアウトできませんでした",
  "common.tryAgain": "もう一度お試しください。",
  "footer.site": "サイト",
  "footer.contact": "お問い合わせ",
  "footer.language": "言語",
  "sitePage.about": "このサイトについて",
  "sitePage.code-of-conduct": "行動規範",
  "sitePage.terms": "利用規約",
  "sitePage.privacy": "プライバシーポリシー",
  "banner.bannedTitle": "アカウントは永久停止されています",
  "banner.banned": "あなたのアカウントは永久に利用停止されました。",
  "banner.reason": "理由：{reason}",
  "banner.suspendedTitle": "アカウントは一時停止されています",
  "banner.suspended": "あなたのアカウントは{until}まで一時停止されています。",
  "banner.suspendedLimits": "この期間中は、一部の機能しか利用できません。",
  "banner.warnedTitle": "アカウントへの警告",
  "banner.warned": "コミュニティガイドライン違反により、{count, plural, other {#件の警告}}を受けています。",
  "banner.warnedReview": "さらなる措置を避けるため、コミュニティの基準をご確認ください。",

  // Landing page
  "landing.description": "{site}は、開発者がプロジェクトを公開し、互いの作品を見つけ、実力が伝わるポートフォリオを作る場所です。",
  "landing.tagline": "作って届ける開発者のためのショーケース",
  "landing.title": "あなたが作ったものを世界へ",
  "landing.intro": "{site}は、開発者がプロジェクトを公開し、互いの作品を見つけ、実力が伝わるポートフォリオを作る場所です。",
  "landing.searchLabel": "プロジェクトと開発者を検索",
  "landing.searchPlaceholder": "プロジェクトや人を検索…",
  "landing.search": "検索",
  "landing.startShowcase": "ショーケースを始める",
  "landing.explore": "プロジェクトを見る",
  "landing.setup": "サイトの設定",
  "landing.noAdmin": "このサイトにはまだ管理者がいません。サーバーで<code>{command}</code>を実行するか、ログインした状態でサーバーログに出力された1回限りのセットアップリンクを開いてください。",
  "landing.featuredProjects": "注目のプロジェクト",
  "landing.trending": "いまコミュニティで話題のプロジェクト。",
  "landing.handPicked": "コミュニティから厳選した作品。",
  "landing.filterFeatured": "注目のプロジェクトを絞り込む",
  "landing.featuredList": "注目のプロジェクト一覧",
  "landing.noProjects": "まだプロジェクトはありません",
  "landing.beFirst": "このカテゴリーで最初のプロジェクトを共有しましょう。",
  "landing.featuredDevelopers": "注目の開発者",
  "landing.peopleBehind": "プロジェクトを作った人たち。",
  "landing.allDevelopers": "すべての開発者",
  "landing.featuredDevelopersList": "注目の開発者一覧",
  "landing.growing": "成長を続けるコミュニティ",
  "landing.ready": "あなたの作品を共有しませんか？",
  "landing.readyText": "無料アカウントを作成して最初のプロジェクトを追加すれば、何を作ったのか聞かれたときにリンクひとつで見せられます。",
  "landing.meet": "開発者に会う",
  "landing.footer": "フッター",
  "landing.copyright": "© {year} {site}。開発者のために。",

  // Notifications
  "notif.title": "通知",
  "notif.unreadLabel": "{count, plural, =0 {通知} other {通知（未読#件）}}",
  "notif.markAll": "すべて既読にする",
  "notif.loading": "読み込み中…",
  "notif.empty": "新しい通知はありません",
  "notif.emptyText": "いいね、コメント、新しいフォロワー、メッセージがここに表示されます。",
  "notif.unread": "未読",
  "notif.moderators": "モデレーター",
  "notif.liked": "<b>{who}</b>さんが<target>{title}</target>にいいねしました",
  "notif.likedYourProject": "<b>{who}</b>さんが<target>あなたのプロジェクト</target>にいいねしました",
  "notif.commented": "<b>{who}</b>さんが<target>{title}</target>にコメントしました",
  "notif.commentedYourProject": "<b>{who}</b>さんが<target>あなたのプロジェクト</target>にコメントしました",
  "notif.followed": "<b>{who}</b>さんがあなたをフォローしました",
  "notif.messaged": "<b>{who}</b>さんから{count, plural, other {#件のメッセージ}}が届きました",
  "notif.notice": "<b>{who}</b>からアカウントに関するお知らせが届きました",
  "notif.noticeWith": "<b>{who}</b>：{message}",

  // Not found
  "notFound.title": "ページが見つかりません",
  "notFound.text": "お探しのページは存在しないか、移動した可能性があります。",
  "notFound.home": "ホームへ",
  "notFound.search": "{site}を検索",

  // People: directory, follow, profile counts
  "people.title": "開発者",
  "people.searchTitle": "開発者：{query}",
  "people.description": "{site}の開発者を探しましょう。名前、スキル、場所で検索して、それぞれが作ったものを見られます。",
  "people.intro": "フォローしたい人、学びたい人、一緒に作りたい人を見つけましょう。",
  "people.search": "開発者を検索",
  "people.searchPlaceholder": "名前、スキル、肩書き、場所で検索…",
  "people.statDevelopers": "アクティブな開発者",
  "people.statProjects": "プロジェクト数",
  "people.statSkills": "スキルの種類",
  "people.resultsFor": "「{query}」の検索結果",
  "people.all": "すべての開発者",
  "people.total": "{count, plural, other {#人の開発者}}",
  "people.loadFailed": "開発者を読み込めませんでした。もう一度お試しください。",
  "people.none": "開発者が見つかりません",
  "people.noneForQuery": "別の名前やスキルで試すか、上の人気のスキルから選んでください。",
  "people.noneYet": "まだ誰も参加していません。最初のメンバーになりましょう！",
  "people.clear": "検索をクリア",
  "people.popularSkills": "人気のスキル",
  "people.noSkills": "まだスキルは登録されていません。",
  "follow.follow": "フォロー",
  "follow.unfollow": "フォロー解除",
  "follow.following": "フォロー中",
  "follow.followingText": "{name}さんをフォローしました",
  "follow.unfollowed": "フォローを解除しました",
  "follow.unfollowedText": "{name}さんのフォローを解除しました",
  "follow.failed": "問題が発生しました。もう一度お試しください。",
  "follow.signIn": "フォローするにはログインしてください",
  "counts.projects": "{count, plural, other {プロジェクト}}",
  "counts.likes": "{count, plural, other {いいね}}",
  "counts.followers": "{count, plural, other {フォロワー}}",
  "counts.following": "{count, plural, other {フォロー中}}",

  // People: skill chips
  "people.developersWord": "{count, plural, other {人}}",

  // Admin panel: page and sections
  "admin.title": "管理パネル",
  "admin.intro": "通報を確認して、コミュニティの安全を守ります。",
  "admin.twoFactorNeeded": "スタッフ用ツールを使うには2段階認証をオンにしてください。",
  "admin.sections": "管理メニュー",
  "admin.tab.reports": "通報",
  "admin.tab.appeals": "異議申し立て",
  "admin.tab.pending": "承認待ちのアカウント{count, plural, =0 {} other {（#）}}",
  "admin.tab.invitations": "招待",
  "admin.tab.joining": "参加方法",
  "admin.tab.audit": "監査ログ",
  "admin.tab.site": "サイト",
  "admin.tab.staff": "スタッフ",
  "admin.tab.backups": "バックアップ",
  "admin.pendingHeading": "承認待ちのアカウント",
  "admin.status": "ステータス",
  "admin.allStatuses": "すべてのステータス",
  "admin.status.pending": "未対応",
  "admin.status.reviewed": "確認済み",
  "admin.status.resolved": "解決済み",
  "admin.reportsFailed": "通報を読み込めませんでした。",

  // Shared controls
  "ui.close": "閉じる",
  "ui.dismiss": "通知を閉じる",

  // Shown on any page: the error boundary, the page loader, error toasts, list inputs
  "error.title": "問題が発生しました",
  "error.text": "このページを表示できませんでした。再読み込みすると解決することがほとんどです。何度も起きる場合は、しばらくしてからもう一度お試しください。",
  "error.reload": "ページを再読み込み",
  "shell.loadingPage": "ページを読み込み中",
  "toast.error": "エラー",
  "toast.verifyRequired": "メールアドレスの確認が必要です",
  "toast.unauthorized": "ログインしていません",
  "toast.loggedOut": "ログアウトしています。もう一度ログインします...",
  "ui.list.add": "<sr>{noun, select, technology {技術} tag {タグ} category {カテゴリー} other {{noun}}}を</sr>追加",
  "ui.list.chosen": "選択した{noun, select, technology {技術} tag {タグ} category {カテゴリー} other {{noun}}}",
  "ui.list.remove": "{label}を削除",

  // The appeal under the account notice; why an account may not publish right now
  "appeal.open": "この{sanction, select, warn {警告} suspend {一時停止} other {永久停止}}に異議申し立てする",
  "appeal.question": "この決定を見直すべき理由を教えてください。",
  "appeal.limits": "異議申し立ては各措置につき1回だけできます。最大{max}文字です。",
  "appeal.send": "異議申し立てを送信",
  "appeal.cancel": "キャンセル",
  "appeal.textRequired": "この決定を見直すべき理由を記入してください。",
  "appeal.textTooLong": "異議申し立ては{max}文字以内で入力してください",
  "appeal.failed": "異議申し立てを送信できませんでした。もう一度お試しください。",
  "appeal.submitted": "異議申し立てを送信しました。モデレーターが確認します。",
  "appeal.pending": "この{sanction, select, warn {警告} suspend {一時停止} other {永久停止}}への異議申し立ては、モデレーターの確認待ちです。",
  "appeal.accepted": "この{sanction, select, warn {警告} suspend {一時停止} other {永久停止}}への異議申し立ては受理されました。",
  "appeal.rejected": "この{sanction, select, warn {警告} suspend {一時停止} other {永久停止}}への異議申し立ては却下されました。",
  "restriction.banned": "あなたのアカウントは永久停止されているため、投稿や変更はできません。",
  "restriction.suspended": "あなたのアカウントは一時停止されています。停止中は閲覧のみ可能です。",
  "restriction.suspendedUntil": "あなたのアカウントは{until}まで一時停止されています。それまでは閲覧のみ可能です。",
  "restriction.unverified": "メールアドレス {email} はまだ確認されていません。送信したリンクを開くまで、アカウントは閲覧のみ可能です。",

  // Sign-in providers
  "provider.continue": "{provider}で続行",

} satisfies Record<CoreMessageId, string>;
