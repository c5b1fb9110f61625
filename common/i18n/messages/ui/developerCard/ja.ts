import type { DeveloperCardMessageId } from './en';

/** Developer cards and the staff badge, shown on the developers page, search, the landing page and beside names (ui/ja.ts, decision 0033). */
export default {
  // A developer card and grid: the directory, search results and the landing page
  "developerCard.developer": "開発者",
  "developerCard.skills": "スキル",
  "developerCard.moreSkills": "{count, plural, other {個のその他のスキル}}",
  "developerCard.projects": "{count, plural, other {#件のプロジェクト}}",
  "developerCard.followers": "{count, plural, other {フォロワー#人}}",
  "developerCard.list": "開発者",
  "developerCard.loading": "開発者を読み込み中",

  // The staff badge beside a name (profile headers, comments)
  "developerCard.staff.moderator": "モデレーター",
  "developerCard.staff.admin": "管理者",
} satisfies Record<DeveloperCardMessageId, string>;
