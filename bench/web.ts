/**
 * The web scenario (issue 11): `npm run bench -- --web [--runs 3] [--preset mobile|desktop]
 * [--no-write]`. Lighthouse on the landing page, Discover, a project page and a developer page, as
 * a visitor meets them: the production web build served by the real server in its own process, on
 * the embedded database with the demo data. Needs no PostgreSQL. Writes the medians to the "Web
 * pages (Lighthouse)" section of docs/benchmarks.md and every run's final screenshot to
 * bench/results/web/.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { desktopConfig } from 'lighthouse';
import type { ProjectListItem } from '../common/projects';
import { ensureWebBuild } from '../server/build-web';
import { freePort } from '../server/test/free-port';
import { isMainModule, loadAverage, projectRoot, since } from './common';
import { newDataDir, seedDemoData, startServer, stopper } from './server';
import { CATEGORIES, consoleLine, type Preset, REFERENCE_KEY, summarize, type WebRun, webSection } from './web-report';
import { writeSection } from './report';

export interface WebOptions {
  runs: number;
  presets: Preset[];
  write: boolean;
  /** Only these pages (keys of pickPages), e.g. `--pages discover,project` for the layout-shift check of issue 16. */
  pages: string[] | null;
}

const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--headless=new'];
const RESULTS_DIR = path.join(projectRoot, 'bench', 'results', 'web');

/** `--web [--runs 3] [--preset mobile|desktop] [--no-write]` (both presets unless one is named). */
export function parseWebOptions(argv: string[] = process.argv.slice(2)): WebOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      web: { type: 'boolean', default: false },
      runs: { type: 'string', default: '3' },
      preset: { type: 'string' },
      'no-write': { type: 'boolean', default: false },
      pages: { type: 'string' },
    },
    strict: true,
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error('--runs must be a whole number from 1 to 20');
  if (values.preset !== undefined && values.preset !== 'mobile' && values.preset !== 'desktop') throw new Error('--preset must be mobile or desktop');
  const presets: Preset[] = values.preset ? [values.preset] : ['mobile', 'desktop'];
  const pages = values.pages ? values.pages.split(',').map((page) => page.trim()) : null;
  const known = ['landing', 'discover', 'project', 'developer'];
  if (pages?.some((page) => !known.includes(page))) throw new Error(`--pages takes a comma list of ${known.join(', ')}`);
  return { runs, presets, write: !values['no-write'], pages };
}

/** A real project and its author, as a visitor finds them: the top of the trending feed. */
interface AuditedPage {
  key: string;
  path: string;
  /** Where it is served when not by the app under test (the reference page). */
  origin?: string;
}

/**
 * The yardstick audited in the same run: the smallest page a browser can show (a heading and a
 * paragraph, no script, no style sheet) from Node's own HTTP server. Lighthouse's figures for it are
 * the floor this machine and its throttling allow; the app's pages are reported as ratios to it.
 */
const REFERENCE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="A reference page."><title>Reference</title></head><body><h1>Reference page</h1><p>The smallest page a browser can show.</p></body></html>';

async function startReferencePage(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(REFERENCE_HTML));
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function pickPages(url: string): Promise<AuditedPage[]> {
  const response = await fetch(`${url}/api/projects?sort=trending&limit=1`);
  const items = (await response.json()) as Pick<ProjectListItem, 'slug' | 'userId'>[];
  const project = items[0];
  if (!response.ok || !project) throw new Error(`the feed has no project to open (${response.status})`);
  return [
    { key: 'landing', path: '/' },
    { key: 'discover', path: '/discover' },
    { key: 'project', path: `/projects/${encodeURIComponent(project.slug)}` },
    { key: 'developer', path: `/developers/${encodeURIComponent(project.userId)}` },
  ];
}

interface Chromium {
  port: number;
  stop(): Promise<void>;
}

/** Chromium with a debugging port for Lighthouse, in its own profile directory; stopped by its pid. */
async function launchChromium(): Promise<Chromium> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'shipyard-bench-chromium-'));
  const args = [...CHROMIUM_FLAGS, '--no-first-run', '--no-default-browser-check', '--disable-extensions', '--mute-audio'];
  const child = spawn(CHROMIUM, [...args, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
  const { stop, hasExited } = stopper(child, 5000, () => {
    // Debian's chromium is a wrapper script: browser processes may still be writing the profile.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    } catch (error) {
      console.warn(`could not remove ${profile}: ${(error as Error).message}`);
    }
  });
  for (let tries = 0; tries < 120 && !hasExited(); tries += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`${CHROMIUM} did not open its debugging port`);
}

const numeric = (audits: Record<string, { numericValue?: number }>, id: string): number | null => audits[id]?.numericValue ?? null;

async function audit(chromium: Chromium, url: string, page: string, preset: Preset, run: number): Promise<WebRun & { lighthouseVersion: string }> {
  const flags = { port: chromium.port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: [...CATEGORIES] };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audits = lhr.audits as Record<string, { numericValue?: number; details?: { type?: string; data?: string; items?: unknown[] } }>;
  type ConsoleItem = { source?: string; description?: string; sourceLocation?: { url?: string } };
  const consoleErrors = ((audits['errors-in-console']?.details?.items ?? []) as ConsoleItem[]).map((item) =>
    // The origin of this run's server is left out, so the same error on every page reads the same.
    `${item.source ?? '?'}: ${item.description ?? ''} (${item.sourceLocation?.url?.replace(new URL(url).origin, '') ?? 'no URL'})`.replace(/\s+/g, ' ').trim(),
  );
  // What costs points outside performance (whose metrics are reported as figures): audits that
  // count towards a category's score and did not pass.
  const lostPoints = CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
  // The final screenshot is a data: URL of a JPEG.
  const data = audits['final-screenshot']?.details?.data;
  let screenshot: string | null = null;
  if (data?.startsWith('data:image/jpeg;base64,')) {
    screenshot = path.join(RESULTS_DIR, `${preset}-${page}-${run}.jpg`);
    writeFileSync(screenshot, Buffer.from(data.slice(data.indexOf(',') + 1), 'base64'));
  }
  const score = (value: number | null | undefined) => (value === null || value === undefined ? null : Math.round(value * 100));
  return {
    lighthouseVersion: lhr.lighthouseVersion,
    page,
    preset,
    run,
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, score(lhr.categories[category]?.score)])) as WebRun['scores'],
    fcp: numeric(audits, 'first-contentful-paint'),
    lcp: numeric(audits, 'largest-contentful-paint'),
    tbt: numeric(audits, 'total-blocking-time'),
    cls: numeric(audits, 'cumulative-layout-shift'),
    transferBytes: numeric(audits, 'total-byte-weight'),
    consoleErrors,
    lostPoints,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    warnings: lhr.runWarnings ?? [],
    screenshot: screenshot && path.relative(projectRoot, screenshot),
  };
}

const chromiumVersion = (): string => {
  try {
    // The Debian wrapper script prints a shell warning on stderr; the version is on stdout.
    return execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return `${CHROMIUM} (version unknown)`;
  }
};

/** The commit measured, and whether the tree differs from it (the figures are of the work tree). */
const revision = (): string => {
  // No optional locks: reading the status must not rewrite the index other work may be using.
  const git = (...args: string[]) => execFileSync('git', args, { cwd: projectRoot, encoding: 'utf8', env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' }, stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    const commit = git('rev-parse', '--short', 'HEAD');
    return git('status', '--porcelain', '--untracked-files=no') === '' ? commit : `${commit} with uncommitted changes`;
  } catch {
    return 'unknown (not a git checkout)';
  }
};

export async function runWeb(options: WebOptions): Promise<void> {
  const started = performance.now();
  const loadBefore = loadAverage();
  console.log(`web scenario: ${options.runs} run(s) of ${options.presets.join(' and ')} per page (load average ${loadBefore})`);
  await ensureWebBuild();
  const dataDir = newDataDir();
  await seedDemoData(dataDir).catch((error) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const server = await startServer({ DATABASE_URL: '' }, dataDir);
  mkdirSync(RESULTS_DIR, { recursive: true });
  // Old screenshots would be mistaken for this run's.
  for (const file of readdirSync(RESULTS_DIR)) if (file.endsWith('.jpg')) rmSync(path.join(RESULTS_DIR, file));
  const runs: WebRun[] = [];
  let pages: AuditedPage[] = [];
  const reference = await startReferencePage();
  let lighthouseVersion = '?';
  try {
    const chosen = (await pickPages(server.url)).filter((page) => !options.pages || options.pages.includes(page.key));
    pages = [{ key: REFERENCE_KEY, path: '/', origin: reference.url }, ...chosen];
    const chromium = await launchChromium();
    try {
      // Runs in the outer loop, so a burst of load on the machine spreads over pages, not one page.
      for (let run = 1; run <= options.runs; run += 1) {
        for (const preset of options.presets) {
          for (const page of pages) {
            const result = await audit(chromium, `${page.origin ?? server.url}${page.path}`, page.key, preset, run);
            runs.push(result);
            lighthouseVersion = result.lighthouseVersion;
            console.log(`run ${run} ${preset} ${page.key}: performance ${result.scores.performance}, LCP ${result.lcp?.toFixed(0)} ms, CLS ${result.cls?.toFixed(3) ?? '–'}, ${result.screenshot ?? 'no screenshot'}`);
          }
        }
      }
    } finally {
      await chromium.stop();
    }
  } finally {
    await Promise.all([server.stop(), reference.stop()]);
  }
  const summaries = summarize(runs);
  console.log('');
  for (const summary of summaries) console.log(consoleLine(summary));
  const presetFlag = options.presets.length === 1 ? ` --preset ${options.presets[0]}` : '';
  const env = {
    date: new Date().toISOString(),
    command: `npm run bench -- --web --runs ${options.runs}${presetFlag}`,
    revision: revision(),
    chromium: chromiumVersion(),
    lighthouse: lighthouseVersion,
    node: process.version,
    cpus: cpus().length,
    loadBefore,
    loadAfter: loadAverage(),
    runs: options.runs,
    pages,
  };
  console.log(`\n${since(started)} in all; load average after ${env.loadAfter}`);
  // A run of some pages only would replace the whole section with part of it: printed, not written.
  if (options.write && !options.pages) {
    const file = path.join(projectRoot, 'docs', 'benchmarks.md');
    writeSection(file, 'web', webSection(env, summaries));
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }
}

if (isMainModule(import.meta.url)) {
  runWeb(parseWebOptions()).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
