/** Medians of the Lighthouse runs of the web scenario, and its section of docs/benchmarks.md. */

export type Preset = 'mobile' | 'desktop';
/** The yardstick page audited in the same run (bench/web.ts). */
export const REFERENCE_KEY = 'reference';
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The figures of a page: one run's, or the medians of several (scores 0–100, times in ms, bytes). */
interface PageFigures {
  page: string;
  preset: Preset;
  scores: Record<Category, number | null>;
  fcp: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
  transferBytes: number | null;
}

/** What one Lighthouse run of one page found. */
export interface WebRun extends PageFigures {
  run: number;
  /** Lighthouse's "errors-in-console" items, as "source: message". */
  consoleErrors: string[];
  /** Failed audits that count towards accessibility, best practices or SEO, as "category: audit-id". */
  lostPoints: string[];
  /** Lighthouse's CPU speed index of this machine at the time of the run (higher is faster). */
  benchmarkIndex: number | null;
  warnings: string[];
  screenshot: string | null;
}

export interface WebEnvironment {
  date: string;
  command: string;
  revision: string;
  chromium: string;
  lighthouse: string;
  node: string;
  cpus: number;
  loadBefore: string;
  loadAfter: string;
  runs: number;
  pages: { key: string; path: string; origin?: string }[];
}

/** Mobile preset, per page (issue 11). Desktop has no target: it is reported for comparison. */
export const MOBILE_TARGETS: Record<Category, number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

/** Each figure's own median over the runs (not one "median run"): with 3 runs, the middle value. */
export function median(values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 === 1 ? (known[middle] as number) : ((known[middle - 1] as number) + (known[middle] as number)) / 2;
}

export interface WebSummary extends PageFigures {
  runs: WebRun[];
  consoleErrorCount: number | null;
  /** Distinct console errors over all runs. */
  consoleErrors: string[];
  /** Categories below their mobile target; null for desktop. */
  failing: Category[] | null;
}

export function summarize(runs: WebRun[]): WebSummary[] {
  const groups = new Map<string, WebRun[]>();
  for (const run of runs) groups.set(`${run.preset} ${run.page}`, [...(groups.get(`${run.preset} ${run.page}`) ?? []), run]);
  return [...groups.values()].map((group) => {
    const first = group[0] as WebRun;
    const of = (pick: (run: WebRun) => number | null) => median(group.map(pick));
    const scores = Object.fromEntries(CATEGORIES.map((category) => [category, of((run) => run.scores[category])])) as Record<Category, number | null>;
    return {
      page: first.page,
      preset: first.preset,
      runs: group,
      scores,
      fcp: of((run) => run.fcp),
      lcp: of((run) => run.lcp),
      tbt: of((run) => run.tbt),
      cls: of((run) => run.cls),
      transferBytes: of((run) => run.transferBytes),
      consoleErrorCount: of((run) => run.consoleErrors.length),
      consoleErrors: [...new Set(group.flatMap((run) => run.consoleErrors))],
      failing: first.preset === 'mobile' && first.page !== REFERENCE_KEY ? CATEGORIES.filter((category) => (scores[category] ?? -1) < MOBILE_TARGETS[category]) : null,
    };
  });
}

const score = (value: number | null) => (value === null ? '–' : String(Math.round(value)));
const seconds = (ms: number | null) => (ms === null ? '–' : `${(ms / 1000).toFixed(1)} s`);
const millis = (ms: number | null) => (ms === null ? '–' : `${Math.round(ms).toLocaleString('en-US')} ms`);
const ratio = (value: number | null, reference: number | null | undefined) => (value === null || !reference ? '–' : `${(value / reference).toFixed(2)}×`);
const kib = (bytes: number | null) => (bytes === null ? '–' : `${Math.round(bytes / 1024).toLocaleString('en-US')} KiB`);

/** One line per page and preset, for the terminal. */
export function consoleLine(summary: WebSummary): string {
  const { scores } = summary;
  return `${summary.preset.padEnd(8)}${summary.page.padEnd(11)} perf ${score(scores.performance).padStart(3)}  a11y ${score(scores.accessibility).padStart(3)}  bp ${score(scores['best-practices']).padStart(3)}  seo ${score(scores.seo).padStart(3)}  FCP ${seconds(summary.fcp)}  LCP ${seconds(summary.lcp)}  TBT ${millis(summary.tbt)}  CLS ${summary.cls?.toFixed(3) ?? '–'}  ${kib(summary.transferBytes)}  console errors ${summary.consoleErrorCount ?? '–'}`;
}

function verdict(summary: WebSummary): string {
  if (summary.failing === null) return '–';
  if (summary.failing.length === 0) return '**pass**';
  return `**FAIL** (${summary.failing.map((category) => `${category} ${score(summary.scores[category])} < ${MOBILE_TARGETS[category]}`).join(', ')})`;
}

export function webSection(env: WebEnvironment, summaries: WebSummary[]): string {
  const benchmarkIndex = median(summaries.flatMap((summary) => summary.runs.map((run) => run.benchmarkIndex)));
  const lines = [
    `## Web pages (Lighthouse) — ${env.date.slice(0, 10)}`,
    '',
    `- Command: \`${env.command}\` (${env.runs} run${env.runs === 1 ? '' : 's'} per page and preset; each figure is its own median over the runs), on commit ${env.revision}.`,
    `- ${env.chromium}, headless; Lighthouse ${env.lighthouse}, its default simulated throttling (mobile preset: a mid-range phone, slow 4G, 4× CPU slowdown; desktop preset: \`desktop-config.js\`). Node ${env.node}, ${env.cpus} CPUs; Lighthouse's CPU benchmark index ${benchmarkIndex === null ? '–' : Math.round(benchmarkIndex)} (median).`,
    `- Load average (1, 5, 15 min) before: ${env.loadBefore}; after: ${env.loadAfter}.`,
    '- The server as a visitor meets it: the production web build, `node --import tsx server/main.ts` in its own process (`NODE_ENV=production`), the embedded database in a new temporary `DATA_DIR` with the demo data of `npm run seed`.',
    `- Pages: ${env.pages.map((page) => (page.origin ? `${page.key} (a static page on its own server)` : `${page.key} \`${page.path}\``)).join(', ')}. Screenshots of every run (Lighthouse's final screenshot) in \`bench/results/web/\` (not committed).`,
    `- Targets (issue 11), mobile preset: performance ≥ ${MOBILE_TARGETS.performance}, accessibility ${MOBILE_TARGETS.accessibility}, best practices ${MOBILE_TARGETS['best-practices']}, SEO ${MOBILE_TARGETS.seo}.`,
    '',
    `- Reference: \`${REFERENCE_KEY}\` is the smallest page a browser can show (a heading and a paragraph, no script or style sheet) from Node's own HTTP server, audited in the same run with the same presets: the floor this machine and Lighthouse's throttling allow. "× ref" is the page's FCP or LCP divided by the reference's.`,
    '',
    '| page | preset | performance | accessibility | best practices | SEO | FCP | FCP × ref | LCP | LCP × ref | TBT | CLS | transfer | console errors | target |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const summary of summaries) {
    const { scores } = summary;
    const reference = summaries.find((other) => other.page === REFERENCE_KEY && other.preset === summary.preset);
    lines.push(
      `| ${summary.page} | ${summary.preset} | ${score(scores.performance)} | ${score(scores.accessibility)} | ${score(scores['best-practices'])} | ${score(scores.seo)} | ${seconds(summary.fcp)} | ${ratio(summary.fcp, reference?.fcp)} | ${seconds(summary.lcp)} | ${ratio(summary.lcp, reference?.lcp)} | ${millis(summary.tbt)} | ${summary.cls?.toFixed(3) ?? '–'} | ${kib(summary.transferBytes)} | ${summary.consoleErrorCount ?? '–'} | ${verdict(summary)} |`,
    );
  }
  const errors = [...new Set(summaries.flatMap((summary) => summary.consoleErrors))];
  lines.push('', 'Console errors Lighthouse saw (distinct, over all pages and runs):', '');
  lines.push(...(errors.length === 0 ? ['- none'] : errors.map((error) => `- ${error.replaceAll('|', '\\|')}`)));
  const lost = new Map<string, Set<string>>();
  for (const run of summaries.flatMap((summary) => summary.runs)) {
    for (const entry of run.lostPoints) lost.set(entry, (lost.get(entry) ?? new Set()).add(`${run.preset} ${run.page}`));
  }
  lines.push('', 'Audits that cost accessibility, best-practices or SEO points (and where, in any run):', '');
  lines.push(...(lost.size === 0 ? ['- none'] : [...lost].map(([entry, where]) => `- ${entry} — ${where.size === summaries.length ? 'every page and preset' : [...where].join(', ')}`)));
  const warnings = [...new Set(summaries.flatMap((summary) => summary.runs.flatMap((run) => run.warnings)))];
  if (warnings.length > 0) lines.push('', 'Lighthouse run warnings:', '', ...warnings.map((warning) => `- ${warning}`));
  lines.push('');
  return lines.join('\n');
}
