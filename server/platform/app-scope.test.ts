import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { SiteEvents } from '../core/events';
import { useTestApp } from '../test/harness';
import { createProject, member } from '../test/projects';

const context = useTestApp();

/**
 * Issue 13: app-scoped services are made per app, not per module. Two apps in one process on the
 * same database (as two processes would be) keep their own caches and counters, and closing one
 * leaves the other whole.
 */
describe('two apps in one process', () => {
  it('share no view counter, agree on what the database keeps, and close apart', async () => {
    const other = await buildApp({ config: context.config, database: context.deps.database, mailer: context.deps.mailer }, { logger: false });
    await other.ready();
    try {
      // The site totals are counters in the database (migration 0007), not a cache of either app:
      // both see a new project at once.
      const totals = async (app: typeof other) => (await app.inject({ url: '/api/stats' })).json().totalProjects as number;
      const before = await totals(context.app);
      const owner = await member(context);
      const project = await createProject(context.app, owner.cookie, { title: 'Seen by both apps' });
      expect(await totals(other)).toBe(before + 1);
      expect(await totals(context.app)).toBe(before + 1);

      // A view counted by one app waits in that app's counter, not in the other's.
      const view = (app: typeof other, agent: string) => app.inject({ url: `/api/projects/${project.id}`, headers: { 'user-agent': agent } });
      expect((await view(context.app, 'reader-one')).json().viewsCount).toBe(1);
      expect((await view(other, 'reader-two')).json().viewsCount).toBe(1);

      // Closing the other app writes its waiting view and leaves this app's counter working.
      await other.close();
      expect((await view(context.app, 'reader-three')).json().viewsCount).toBe(3);
    } finally {
      await other.close();
    }
  });

  it('each have their own event bus, with a listener for every event (decision 0020)', async () => {
    // Every event type, checked by the compiler: a new event without a listener fails here.
    const everyEvent = {
      'project-liked': true,
      'comment-added': true,
      'person-followed': true,
      'message-sent': true,
      'conversation-read': true,
      'moderation-notice': true,
      'person-blocked': true,
      'signed-in-on-new-device': true,
      'person-joined': true,
      'way-in-added': true,
    } satisfies Record<keyof SiteEvents, true>;
    const other = await buildApp({ config: context.config, database: context.deps.database, mailer: context.deps.mailer }, { logger: false });
    try {
      expect(other.deps.events).not.toBe(context.app.deps.events);
      for (const name of Object.keys(everyEvent) as (keyof SiteEvents)[]) {
        expect(context.app.deps.events.listenerCount(name), name).toBeGreaterThan(0);
        expect(other.deps.events.listenerCount(name), name).toBe(context.app.deps.events.listenerCount(name));
      }
    } finally {
      await other.close();
    }
  });
});
