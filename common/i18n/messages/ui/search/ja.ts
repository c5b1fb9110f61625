import type { SearchMessageId } from './en';

/** The search page (/search) (ui/ja.ts, decision 0033). */
export default {
  // The search page (/search)
  "search.title": "検索",
  "search.titleQuery": "検索：{query}",
  "search.resultsFor": "「{query}」の検索結果",
  "search.intro": "プロジェクトは内容から、開発者は名前やスキルから探せます。",
  "search.label": "プロジェクトと開発者を検索",
  "search.placeholder": "プロジェクト、技術、開発者を検索…",
  "search.submit": "検索",
  "search.resultType": "結果の種類",
  "search.tab.projects": "プロジェクト",
  "search.tab.developers": "開発者",
  "search.filterCategory": "カテゴリでプロジェクトを絞り込む",
  "search.projectsFound": "{count, plural, other {#件のプロジェクトが見つかりました}}",
  "search.projectsFoundAtLeast": "{count, number}件以上のプロジェクトが見つかりました",
  "search.developersFound": "{count, plural, other {#人の開発者が見つかりました}}",

  // Search results and their empty states
  "search.developers.label": "開発者の検索結果",
  "search.developers.loadFailed": "開発者を読み込めませんでした。もう一度お試しください。",
  "search.developers.none": "開発者が見つかりません",
  "search.developers.hint": "別の名前、スキル、場所で試してください。",
  "search.clear": "検索をクリア",
  "search.projects.label": "プロジェクトの検索結果",
  "search.projects.loadFailed": "プロジェクトを読み込めませんでした。もう一度お試しください。",
  "search.projects.none": "プロジェクトが見つかりません",
  "search.projects.hintFiltered": "検索語句やフィルターを変えてみてください",
  "search.projects.hintEmpty": "最初にプロジェクトをコミュニティに共有しましょう！",
  "search.projects.clear": "検索とフィルターをクリア",
} satisfies Record<SearchMessageId, string>;
