import type { DiscoverMessageId } from './en';

/** Discover and Showcase (ui/ja.ts, decision 0033). */
export default {
  // Discover: heading, search and category filter
  "discover.title": "すばらしいプロジェクトを見つけよう",
  "discover.intro": "Shipyardコミュニティの開発者による最新の作品です。",
  "discover.searchLabel": "プロジェクトを検索",
  "discover.searchPlaceholder": "プロジェクトや技術を検索…",
  "discover.filterLabel": "カテゴリーで絞り込む",
  "discover.showMore": "カテゴリーをもっと表示",
  "discover.showLess": "表示を減らす",

  // Discover: trending strip and the feed
  "discover.trending": "話題のプロジェクト",
  "discover.viewAllTrending": "話題のプロジェクトをすべて見る",
  "discover.loadingTrending": "話題のプロジェクトを読み込み中",
  "discover.trendingStrip": "話題のプロジェクト",
  "discover.all": "すべてのプロジェクト",
  "discover.backToAll": "すべてのプロジェクトに戻る",
  "discover.trendingList": "話題のプロジェクト一覧",
  "discover.allList": "すべてのプロジェクト一覧",
  "discover.loadingMore": "読み込み中...",
  "discover.loadMore": "さらに読み込む",
  "discover.loadFailed": "プロジェクトを読み込めませんでした",
  "discover.loadFailedText": "接続を確認して、もう一度お試しください。",
  "discover.tryAgain": "再試行",
  "discover.noProjects": "プロジェクトが見つかりません",
  "discover.noMatch": "検索条件やフィルターを変えてみてください",
  "discover.beFirst": "最初のプロジェクトをコミュニティに共有しましょう！",
  "discover.clearFilters": "フィルターをクリア",
  "discover.share": "プロジェクトを共有",

  // Discover: the page's title and description for browsers and search engines
  "discover.head.search": "見つける：{search}",
  "discover.head.title": "見つける",
  "discover.head.category": "{category}のプロジェクト",
  "discover.head.categoryDescription": "開発者がShipyardで公開した{category}のプロジェクト。新着順に、話題のおすすめと合わせて紹介します。",
  "discover.head.description": "開発者がShipyardで公開したプロジェクトを見つけましょう。新着作品、話題のおすすめ、すべてのカテゴリーを紹介します。",

  // Showcase: one's own projects
  "discover.showcase.title": "ショーケース",
  "discover.showcase.loading": "ショーケースを読み込み中",
  "discover.showcase.signIn": "ショーケースを見るにはログインしてください",
  "discover.showcase.signInText": "ショーケースには、あなたのプロジェクトとプロフィールがまとめて表示されます。",
  "discover.showcase.logIn": "ログイン",
  "discover.showcase.myProjects": "マイプロジェクト",
  "discover.showcase.myProjectsList": "マイプロジェクト一覧",
  "discover.showcase.loadFailed": "プロジェクトを読み込めませんでした",
  "discover.showcase.upload": "作品をアップロードしましょう",
  "discover.showcase.uploadText": "最初のプロジェクトを共有しましょう。スクリーンショット数枚か短い動画、使った技術スタック、リンクがあれば十分です。",
  "discover.showcase.uploadProject": "プロジェクトをアップロード",

  // Showcase: the profile card
  "discover.profile.label": "あなたのプロフィール",
  "discover.profile.avatarAlt": "{name}さんのアバター",
  "discover.profile.avatarFile": "アバター画像ファイル",
  "discover.profile.uploading": "アップロード中...",
  "discover.profile.upload": "アバターをアップロード",
  "discover.profile.developer": "開発者",
  "discover.profile.edit": "プロフィールを編集",
  "discover.profile.projects": "プロジェクト",
  "discover.profile.followers": "フォロワー",
  "discover.profile.following": "フォロー中",
  "discover.profile.avatarError": "アバターのアップロードエラー",
  "discover.profile.chooseImage": "画像ファイルを選んでください",
  "discover.profile.avatarUpdated": "アバターを更新しました",
  "discover.profile.avatarFailed": "アバターをアップロードできませんでした",
} satisfies Record<DiscoverMessageId, string>;
