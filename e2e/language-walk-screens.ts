import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import type { WalkWorld } from './language-walk-world';

/**
 * The screens of the language walk, in the order one browser context visits them: a visitor's, then
 * the member's (signed in), then the admin's. `open` reaches the screen and waits, by language-free
 * marks only (the seed's texts, roles, ids, form fields), until its content is there.
 */
export interface WalkScreen {
  name: string;
  as: 'visitor' | 'member' | 'admin';
  open: (page: Page, world: WalkWorld) => Promise<void>;
}

/** The page itself, ready to answer input (web/src/app/app.tsx marks <html>). */
async function visit(page: Page, path: string): Promise<void> {
  // Not the `load` event: images may still arrive; the marks below say when the content is there.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
}

const heading = (page: Page, name: string) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
const main = (page: Page) => page.locator('#main-content, main').first();

/** A screen whose only language-free mark is that its main region has a first-level heading. */
const titled = (name: string, path: string): WalkScreen => ({
  name,
  as: 'visitor',
  open: async (page) => {
    await visit(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  },
});

const settingsTab = (tab: string): WalkScreen => ({
  name: `settings-${tab}`,
  as: 'member',
  open: async (page) => {
    await visit(page, tab === 'account' ? '/settings' : `/settings?tab=${tab}`);
    await expect(page.locator(`[role=tab][id$="-tab-${tab}"]`)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toBeVisible();
  },
});

/** An admin panel tab, chosen by its value (the id the tabs give it), not by its translated name. */
const adminTab = (tab: string, shows?: (page: Page, world: WalkWorld) => Promise<void>): WalkScreen => ({
  name: `admin-${tab}`,
  as: 'admin',
  open: async (page, world) => {
    if (new URL(page.url()).pathname !== '/admin') await visit(page, '/admin');
    await page.locator(`[role=tab][id$="-tab-${tab}"]`).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await shows?.(page, world);
  },
});

export const SCREENS: WalkScreen[] = [
  titled('landing', '/'),
  {
    name: 'discover',
    as: 'visitor',
    open: async (page, world) => {
      await visit(page, '/discover');
      await expect(main(page).getByRole('link', { name: world.searchWord }).first()).toBeVisible();
    },
  },
  titled('showcase-visitor', '/showcase'),
  {
    name: 'project',
    as: 'visitor',
    open: async (page, world) => {
      await visit(page, `/projects/${world.project.slug}`);
      await heading(page, 'Tidewatch Lantern');
      await expect(page.getByText('Lovely work, the glow is just right.')).toBeVisible();
    },
  },
  {
    name: 'developer-profile',
    as: 'visitor',
    open: async (page, world) => {
      await visit(page, `/developers/${world.member.id}`);
      await heading(page, 'Mirela Quintana');
      await expect(main(page).getByRole('link', { name: world.searchWord }).first()).toBeVisible();
    },
  },
  {
    name: 'developers',
    as: 'visitor',
    open: async (page) => {
      await visit(page, '/developers');
      await expect(main(page).getByText('Mirela Quintana').first()).toBeVisible();
    },
  },
  {
    name: 'search-results',
    as: 'visitor',
    open: async (page, world) => {
      await visit(page, `/search?q=${world.searchWord}`);
      await expect(main(page).getByRole('link', { name: world.searchWord }).first()).toBeVisible();
    },
  },
  {
    name: 'search-none',
    as: 'visitor',
    open: async (page) => {
      await visit(page, '/search?q=zqxnomatchzq');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(main(page).getByRole('link', { name: 'Tidewatch' })).toHaveCount(0);
    },
  },
  ...(
    [
      ['sign-in', '/login', 'password'],
      ['register', '/register', 'password'],
      ['forgot-password', '/forgot-password', 'email'],
    ] as const
  ).map(
    ([name, path, field]): WalkScreen => ({
      name,
      as: 'visitor',
      open: async (page) => {
        await visit(page, path);
        await expect(page.locator(`input[type=${field}]`).first()).toBeVisible();
      },
    }),
  ),
  {
    name: 'collection',
    as: 'visitor',
    open: async (page, world) => {
      await visit(page, `/collections/${world.collectionId}`);
      await heading(page, 'Harbour gadgets');
      await expect(main(page).getByRole('link', { name: world.searchWord }).first()).toBeVisible();
    },
  },
  titled('not-found', '/no-such-page-in-any-language'),

  ...['account', 'security', 'privacy', 'notifications', 'data'].map(settingsTab),
  {
    name: 'messages',
    as: 'member',
    open: async (page, world) => {
      await visit(page, `/messages?user=${world.follower.id}`);
      await expect(page.getByText('Could I buy one for our boat club?').last()).toBeVisible();
    },
  },
  {
    name: 'notifications',
    as: 'member',
    open: async (page) => {
      await visit(page, '/showcase');
      // The bell, known by its icon: its name is translated.
      await page.locator('header button:has(svg.lucide-bell)').click();
      await expect(page.getByRole('menu').getByText('Oskar Brandvold').first()).toBeVisible();
    },
  },
  {
    name: 'showcase',
    as: 'member',
    open: async (page, world) => {
      await visit(page, '/showcase');
      await expect(main(page).getByRole('link', { name: world.searchWord }).first()).toBeVisible();
    },
  },
  {
    name: 'create-project',
    as: 'member',
    open: async (page) => {
      await visit(page, '/create-project');
      await expect(page.locator('form input').first()).toBeVisible();
    },
  },
  {
    name: 'edit-project',
    as: 'member',
    open: async (page, world) => {
      await visit(page, `/edit-project/${world.project.id}`);
      await expect(page.locator('#project-title')).toHaveValue('Tidewatch Lantern');
    },
  },
  {
    name: 'own-profile',
    as: 'member',
    open: async (page, world) => {
      await visit(page, '/profile');
      await heading(page, 'Mirela Quintana');
      await expect(main(page).getByRole('link', { name: world.searchWord }).first()).toBeVisible();
    },
  },

  adminTab('reports', (page) => expect(page.getByRole('tabpanel').getByText('Rudi Grummel').first()).toBeVisible()),
  adminTab('appeals', (page) => expect(page.getByText('I was upset; it will not happen again.')).toBeVisible()),
  adminTab('members', (page) => expect(page.getByRole('tabpanel').getByText('Rudi Grummel').first()).toBeVisible()),
  adminTab('pending'),
  adminTab('invitations'),
  adminTab('joining', (page) => expect(page.getByRole('tabpanel').locator('form')).toBeVisible()),
  adminTab('audit', (page) => expect(page.getByRole('tabpanel').getByText('Rude reply under a project').first()).toBeVisible()),
  adminTab('site', (page) => expect(page.getByRole('tabpanel').locator('input').first()).toBeVisible()),
  adminTab('staff', (page) => expect(page.getByRole('tabpanel').getByText('Astrid Lindqvist').first()).toBeVisible()),
  adminTab('backups'),
  {
    name: 'admin-moderation',
    as: 'admin',
    open: async (page) => {
      await page.locator('[role=tab][id$="-tab-reports"]').click();
      await page.locator('tr', { hasText: 'Rudi Grummel' }).getByRole('button').click();
      await expect(page.getByRole('dialog').getByText('Rude comment under a member project')).toBeVisible();
    },
  },
];

/**
 * Waits until nothing on the screen is still loading: no skeleton pulsing, no spinner turning, no
 * region marked busy. Polled (the page's state, not a locator), never slept.
 */
export async function settled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('.animate-pulse, .animate-spin, [aria-busy="true"]')].filter((element) => element.checkVisibility()).length,
      ),
    )
    .toBe(0);
}
