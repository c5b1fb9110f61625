import type { PeopleMessageId } from './en';

/** The developers page and the profiles (/developers, /developers/:id, /profile) (ui/ja.ts, decision 0033). */
export default {
  // The developers page (/developers): search, stat cards, popular skills, the grid
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
  "people.developersWord": "{count, plural, other {人}}",

  // Follow and Unfollow on a developer's page (ids kept from before the area existed)
  "follow.follow": "フォロー",
  "follow.unfollow": "フォロー解除",
  "follow.following": "フォロー中",
  "follow.followingText": "{name}さんをフォローしました",
  "follow.unfollowed": "フォローを解除しました",
  "follow.unfollowedText": "{name}さんのフォローを解除しました",
  "follow.failed": "問題が発生しました。もう一度お試しください。",
  "follow.signIn": "フォローするにはログインしてください",

  // Profile counts (both profile pages)
  "counts.projects": "{count, plural, other {プロジェクト}}",
  "counts.likes": "{count, plural, other {いいね}}",
  "counts.followers": "{count, plural, other {フォロワー}}",
  "counts.following": "{count, plural, other {フォロー中}}",

  // Profile header (both profile pages)
  "people.developer": "開発者",
  "people.joined": "{date}に参加",
  "people.avatarAlt": "{name}さんのアバター",

  // A developer's page (/developers/:id) and its head
  "people.profile.back": "戻る",
  "people.profile.loading": "開発者を読み込み中",
  "people.profile.notFound": "開発者が見つかりません",
  "people.profile.notFoundText": "このプロフィールは存在しないか、現在は利用できません。",
  "people.profile.browse": "開発者一覧を見る",
  "people.profile.loadFailed": "このプロフィールを読み込めませんでした。もう一度お試しください。",
  "people.profile.edit": "プロフィールを編集",
  "people.profile.message": "メッセージ",
  "people.profile.report": "通報",
  "people.profile.emptyBio": "{name}さんはまだ自己紹介を書いていません。",
  "people.profile.emptyBioUnnamed": "この開発者はまだ自己紹介を書いていません。",
  "people.profile.noProjectsText": "{name}さんはまだプロジェクトを共有していません。",
  "people.profile.firstProjectText": "最初のプロジェクトをコミュニティに共有しましょう。",
  "people.head.description": "{name}（{summary}）：{site}に{count, plural, other {#件のプロジェクト}}があります。",
  "people.head.descriptionPlain": "{name}：{site}に{count, plural, other {#件のプロジェクト}}があります。",

  // The own profile (/profile)
  "people.own.title": "マイプロフィール",
  "people.own.loading": "プロフィールを読み込み中",
  "people.own.redirecting": "ログイン画面に移動中",
  "people.own.viewPublic": "公開プロフィールを見る",
  "people.own.emptyBio": "コミュニティに自己紹介しましょう。「プロフィールを編集」から自己紹介を追加できます。",
  "people.own.emptySkills": "スキルはまだありません。「プロフィールを編集」から追加できます。",
  "people.own.projects": "マイプロジェクト",
  "people.own.noProjectsText": "作ったものを共有しましょう。ここと公開プロフィールに表示されます。",

  // A person's projects (both profile pages)
  "people.projects.title": "プロジェクト",
  "people.projects.countWord": "{count, plural, other {件のプロジェクト}}",
  "people.projects.loadFailed": "プロジェクトを読み込めませんでした。もう一度お試しください。",
  "people.projects.none": "まだプロジェクトはありません",
  "people.projects.create": "新しいプロジェクトを作成",

  // About card: bio, skills, links
  "people.about.title": "自己紹介",
  "people.about.skills": "スキル",
  "people.about.links": "リンク",
  "people.links.newTab": "（新しいタブで開きます）",
  "people.platform.publicEmail": "公開メールアドレス",
  "people.platform.website": "ウェブサイト",

  // Avatar upload (own profile)
  "people.avatar.upload": "アバターをアップロード",
  "people.avatar.uploading": "アバターをアップロード中...",
  "people.avatar.errorTitle": "アバターのアップロードエラー",
  "people.avatar.notImage": "画像ファイルを選択してください",
  "people.avatar.updated": "アバターを更新しました",
  "people.avatar.failed": "アバターをアップロードできませんでした",

  // Edit Profile form
  "people.form.intro": "Shipyardでほかの開発者に表示される内容です。",
  "people.form.firstName": "名",
  "people.form.lastName": "姓",
  "people.form.title": "肩書き",
  "people.form.titlePlaceholder": "例：フルスタック開発者",
  "people.form.location": "場所",
  "people.form.locationPlaceholder": "例：ポルトガル、リスボン",
  "people.form.bio": "自己紹介",
  "people.form.bioHint": "Markdownが使えます（リンク、リスト、強調）。",
  "people.form.bioPlaceholder": "何を作っていますか？何を学んでいますか？",
  "people.form.cancel": "キャンセル",
  "people.form.save": "変更を保存",
  "people.form.saved": "プロフィールを更新しました",
  "people.form.saveFailed": "プロフィールを更新できませんでした",

  // Edit Profile: skills editor
  "people.skills.yours": "あなたのスキル",
  "people.skills.remove": "{skill}を削除",
  "people.skills.placeholder": "例：TypeScript, React, PostgreSQL",
  "people.skills.hint": "Enterキーまたは半角カンマでスキルを追加できます（最大{max, number}個）。",

  // Edit Profile: social links editor
  "people.links.legend": "ソーシャルリンク",
  "people.links.none": "リンクはまだありません。ウェブサイト、メールアドレス、各種プロフィールを下から追加できます。",
  "people.links.handlePlaceholder": "ユーザー名または完全なURL",
  "people.links.remove": "{platform}を削除",
  "people.links.platform": "プラットフォーム",
  "people.links.choose": "プラットフォームを選択…",
  "people.links.value": "リンクまたはユーザー名",
  "people.links.add": "リンクを追加",
  "people.links.hint": "ユーザー名はそのプラットフォームへのリンクになります。httpで始まる値はそのまま使われます。",
  "people.links.choosePlatform": "プラットフォームを選択してください",
  "people.links.duplicate": "各プラットフォームは1回だけ追加できます",
  "people.links.enterValue": "値を入力してください",
} satisfies Record<PeopleMessageId, string>;
