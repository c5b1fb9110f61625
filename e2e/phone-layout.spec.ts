import type { Locator, Page } from '@playwright/test';
import { addImage, cookieFor, createProject, png } from '../server/test/projects';
import { expect, test } from './fixtures';

/**
 * At 375 px (a small phone) no page may scroll sideways. The data is chosen to push widths: a
 * project title with a 60-character word, another of long ordinary words, and a long name. A page
 * counts once its main content is on screen (cards rendered, not skeletons).
 */
const PHONE = 375;
const UNBROKEN_TITLE = 'Hyperconvergedobservabilitypipelinesforeverydistributedsystem toolkit';
const WORDY_TITLE = 'Extraordinarily Comprehensive Internationalization Documentation Workflows';
const AUTHOR = { firstName: 'Bartholomew-Maximilian', lastName: 'Featherstonehaugh-Ravenscroft' };
const AUTHOR_NAME = `${AUTHOR.firstName} ${AUTHOR.lastName}`;

interface Seed {
  authorId: string;
  authorEmail: string;
  memberEmail: string;
  adminEmail: string;
  slug: string;
}
let seed: Seed;

test.beforeAll(async ({ app, createUser }) => {
  const author = await createUser({ ...AUTHOR, title: 'Principal infrastructure and developer-experience engineer', location: 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch' });
  const member = await createUser({ firstName: 'Pia', lastName: 'Phone' });
  const admin = await createUser({ role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  const cookie = await cookieFor(app, author);
  const unbroken = await createProject(app.app, cookie, {
    title: UNBROKEN_TITLE,
    description: 'Traces, metrics and logs in one pipeline.',
    categories: ['devops-automation'],
    technologies: ['OpenTelemetry', 'Rust', 'ClickHouse', 'Kubernetes'],
  });
  await addImage(app.app, cookie, unbroken.id, 0, await png(640, 400, '#0ea5e9'));
  await createProject(app.app, cookie, {
    title: WORDY_TITLE,
    description: 'Translation memory and review for documentation teams.',
    categories: ['productivity-tools'],
    technologies: ['TypeScript', 'React'],
  });
  await createProject(app.app, cookie, { title: 'Tiny', categories: ['linux'], technologies: ['C'] });
  seed = { authorId: author.id, authorEmail: author.email, memberEmail: member.email, adminEmail: admin.email, slug: unbroken.slug };
});

/** How many CSS pixels the page is wider than the window (0 or less: no sideways scroll). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

interface Stop {
  path: () => string;
  /** What shows that the page's main content has rendered. */
  ready: (page: Page) => Locator;
}

const card = (scope: Page | Locator, title: string) => scope.getByTestId('project-card').filter({ hasText: title }).first();
const inList = (page: Page, list: string, title: string) => card(page.getByRole('list', { name: list }), title);

const VISITOR_WALK = {
  landing: { path: () => '/', ready: (page) => inList(page, 'Featured projects list', UNBROKEN_TITLE) },
  discover: { path: () => '/discover', ready: (page) => inList(page, 'All projects list', UNBROKEN_TITLE) },
  search: { path: () => '/search?q=documentation', ready: (page) => card(page, WORDY_TITLE) },
  developers: { path: () => '/developers', ready: (page) => page.getByTestId('developer-card').filter({ hasText: AUTHOR_NAME }) },
  project: {
    path: () => `/projects/${seed.slug}`,
    ready: (page) => page.getByRole('heading', { level: 1, name: UNBROKEN_TITLE }),
  },
  developer: { path: () => `/developers/${seed.authorId}`, ready: (page) => card(page, UNBROKEN_TITLE) },
} satisfies Record<string, Stop>;

const MEMBER_WALK: Record<string, Stop> = {
  discover: { path: () => '/', ready: (page) => inList(page, 'All projects list', UNBROKEN_TITLE) },
  settings: { path: () => '/settings', ready: (page) => page.getByRole('heading', { name: 'Email address' }) },
  messages: { path: () => `/messages`, ready: (page) => page.getByText('No conversations yet') },
  'new project': { path: () => '/create-project', ready: (page) => page.getByRole('heading', { name: 'Create New Project' }) },
  search: { path: () => '/search?q=Featherstonehaugh&tab=developers', ready: (page) => page.getByTestId('developer-card').filter({ hasText: AUTHOR_NAME }) },
};

const AUTHOR_WALK: Record<string, Stop> = {
  discover: { path: () => '/discover', ready: (page) => inList(page, 'All projects list', UNBROKEN_TITLE).getByRole('button', { name: 'Project actions' }) },
  showcase: { path: () => '/showcase', ready: (page) => card(page, WORDY_TITLE) },
  profile: { path: () => '/profile', ready: (page) => card(page, UNBROKEN_TITLE) },
  project: { path: () => `/projects/${seed.slug}`, ready: (page) => page.getByRole('link', { name: 'Edit' }) },
};

async function expectNoSidewaysScroll(page: Page, stop: Stop): Promise<void> {
  await page.goto(stop.path());
  await expect(stop.ready(page)).toBeVisible();
  // Grids, strips and stats load on their own: wait until none is a placeholder any more.
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  // The content is there and settled; a few seconds cover a late reflow (fonts, images with no size).
  await expect
    .poll(() => overflow(page), { message: `${stop.path()}: pixels wider than the window`, timeout: 5_000 })
    .toBeLessThanOrEqual(0);
}

test.describe('no sideways scroll at 375 px', () => {
  for (const [name, stop] of Object.entries(VISITOR_WALK)) {
    test(`visitor: ${name}`, async ({ visitorPage }) => {
      const { page } = await visitorPage({ width: PHONE });
      await expectNoSidewaysScroll(page, stop);
    });
  }

  for (const [name, stop] of Object.entries(MEMBER_WALK)) {
    test(`member: ${name}`, async ({ signedInPage }) => {
      const { page } = await signedInPage(seed.memberEmail, { width: PHONE, theme: 'light' });
      await expectNoSidewaysScroll(page, stop);
    });
  }

  for (const [name, stop] of Object.entries(AUTHOR_WALK)) {
    test(`author: ${name}`, async ({ signedInPage }) => {
      const { page } = await signedInPage(seed.authorEmail, { width: PHONE });
      await expectNoSidewaysScroll(page, stop);
    });
  }

  test('admin: admin panel', async ({ signedInPage }) => {
    const { page } = await signedInPage(seed.adminEmail, { width: PHONE });
    await expectNoSidewaysScroll(page, { path: () => '/admin', ready: (page) => page.getByRole('heading', { name: 'Admin Panel' }) });
  });
});

// The cards' widths come from the grids at every breakpoint, not only on a phone.
test.describe('no sideways scroll at the wider breakpoints', () => {
  for (const width of [640, 768, 1024, 1280]) {
    test(`visitor: landing and discover at ${width} px`, async ({ visitorPage }) => {
      const { page } = await visitorPage({ width });
      await expectNoSidewaysScroll(page, VISITOR_WALK.landing);
      await expectNoSidewaysScroll(page, VISITOR_WALK.discover);
      await expectNoSidewaysScroll(page, VISITOR_WALK.developers);
    });
  }
});
