import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { Browser, BrowserContext } from '@playwright/test';
import { SIGNED_IN_HINT_COOKIE } from '../common/auth-hint';
import { LOCALE_COOKIE, type Locale } from '../common/i18n/locales';
import type { UserRow } from '../server/db/schema';
import { cookieFor } from '../server/test/projects';
import { type E2eApp, expect, test } from './fixtures';
import { collectInterfaceTexts, measureOutOfCards, measureOverflow, untranslatedTexts } from './language-walk-detector';
import { SCREENS, settled } from './language-walk-screens';
import { seedWalkWorld, setLanguageOf, type WalkWorld } from './language-walk-world';

/**
 * Issue 18's acceptance walk: every main screen, in every shipped language, on a phone (375 px) and
 * a desktop (1280 px). On each screen nothing may stick out sideways, neither from the window nor
 * from its card, and no interface text may be left in English — a text is English left behind when
 * the same screen in English shows the very same text with an English word in it
 * (e2e/language-walk-detector.ts; people's own words and product names aside). Every problem is
 * collected (soft assertions) so one run lists them all, and the list is also written to
 * test-results/language-walk/report-<width>.md beside a full-page screenshot of every screen
 * (<lang>-<width>-<screen>.png), for people to look at; the screenshots are not compared.
 */
const LANGUAGES: Exclude<Locale, 'en'>[] = ['es', 'de', 'fr', 'ja'];
const WIDTHS = [375, 1280];
const OUTPUT = path.join(import.meta.dirname, '..', 'test-results', 'language-walk');

let world: WalkWorld;
test.beforeAll(async ({ app }) => {
  world = await seedWalkWorld(app);
});

/** What one walk found: each screen's texts, and the problems worth a line in the report. */
interface Walk {
  texts: Map<string, string[]>;
  problems: string[];
}

for (const width of WIDTHS) {
  test(`at ${width} px, every screen in ${LANGUAGES.join(', ')} fits the window and shows no English left behind`, async ({ browser, app }) => {
    // Slow: five walks of 33 screens, one browser context each; measured 8–16 minutes per width
    // with the two cores shared by other work (load average 20–38), so a generous limit.
    test.setTimeout(25 * 60_000);
    const english = await walk(browser, app, 'en', width);
    const report = [`# Language walk at ${width} px`, '', '## en', ...english.problems];
    for (const language of LANGUAGES) {
      const shown = await walk(browser, app, language, width);
      for (const [screen, texts] of shown.texts) {
        const reference = english.texts.get(screen);
        if (!reference) continue;
        const left = untranslatedTexts(texts, new Set(reference), language, world.userContent);
        expect.soft(left, `${language} ${width} px, ${screen}: English left untranslated`).toEqual([]);
        if (left.length > 0) shown.problems.push(`- ${screen}: untranslated: ${left.map((text) => JSON.stringify(text)).join(', ')}`);
      }
      report.push('', `## ${language}`, ...shown.problems);
    }
    mkdirSync(OUTPUT, { recursive: true });
    writeFileSync(path.join(OUTPUT, `report-${width}.md`), `${report.join('\n')}\n`);
  });
}

/** Visits every screen in one language at one width: the visitor's, then the member's, then the admin's. */
async function walk(browser: Browser, app: E2eApp, language: Locale, width: number): Promise<Walk> {
  // A member's Settings language outvotes the browser; the visitor's cookie and header say the same.
  await setLanguageOf(app, [world.member, world.admin], language);
  const context = await browser.newContext({
    baseURL: app.baseURL,
    viewport: { width, height: 900 },
    locale: language,
    extraHTTPHeaders: { 'Accept-Language': language },
  });
  await context.addCookies([{ name: LOCALE_COOKIE, value: language, url: app.baseURL }]);
  const page = await context.newPage();
  const found: Walk = { texts: new Map(), problems: [] };
  let signedIn: string = 'visitor';
  try {
    for (const screen of SCREENS) {
      const label = `${language} ${width} px, ${screen.name}`;
      if (screen.as !== signedIn) {
        await signInAs(context, app, screen.as === 'member' ? world.member : world.admin);
        signedIn = screen.as;
      }
      try {
        await screen.open(page, world);
        await settled(page);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
      } catch (error) {
        // The first line of the failed expectation, without its terminal colours.
        const reason = stripVTControlCharacters((error as Error).message.split('\n')[0] ?? '');
        expect.soft(reason, `${label}: the screen did not show`).toBe('');
        found.problems.push(`- ${screen.name}: did not show (${reason})`);
        continue;
      }
      const overflow = await page.evaluate(measureOverflow);
      const wider = `the page is ${overflow.scrollWidth} px wide in a ${overflow.viewportWidth} px window`;
      expect.soft(overflow.stickingOut, `${label}: ${wider}; these stick out`).toEqual([]);
      if (overflow.stickingOut.length > 0) found.problems.push(`- ${screen.name}: ${wider}: ${overflow.stickingOut.join('; ')}`);
      const outOfCards = await page.evaluate(measureOutOfCards);
      expect.soft(outOfCards, `${label}: sticking out of their card`).toEqual([]);
      if (outOfCards.length > 0) found.problems.push(`- ${screen.name}: out of its card: ${outOfCards.join('; ')}`);
      found.texts.set(screen.name, await page.evaluate(collectInterfaceTexts));
      await page.screenshot({ path: path.join(OUTPUT, `${language}-${width}-${screen.name}.png`), fullPage: true });
    }
  } finally {
    await context.close();
  }
  return found;
}

/** A session written straight to the database (no password hashing per walk), and the app's hint that there is one. */
async function signInAs(context: BrowserContext, app: E2eApp, user: UserRow): Promise<void> {
  const [name = '', value = ''] = (await cookieFor(app, user)).split('=');
  await context.addCookies([
    { name, value, url: app.baseURL, httpOnly: true },
    { name: SIGNED_IN_HINT_COOKIE, value: '1', url: app.baseURL },
  ]);
}
