// TEMPORARY: screenshots at 375 px for the layout fix; deleted afterwards.
import { addImage, cookieFor, createProject, png } from '../server/test/projects';
import { expect, test } from './fixtures';

test('screens', async ({ app, createUser, visitorPage, signedInPage }) => {
  const author = await createUser({ firstName: 'Bartholomew-Maximilian', lastName: 'Featherstonehaugh-Ravenscroft', title: 'Principal infrastructure and developer-experience engineer' });
  const cookie = await cookieFor(app, author);
  const p = await createProject(app.app, cookie, { title: 'Hyperconvergedobservabilitypipelinesforeverydistributedsystem toolkit', categories: ['devops-automation'], technologies: ['OpenTelemetry', 'Rust', 'ClickHouse'] });
  await addImage(app.app, cookie, p.id, 0, await png(640, 400, '#0ea5e9'));
  await createProject(app.app, cookie, { title: 'Extraordinarily Comprehensive Internationalization Documentation Workflows', categories: ['productivity-tools'], technologies: ['TypeScript'] });
  await createProject(app.app, cookie, { title: 'Tiny', categories: ['linux'], technologies: ['C'] });
  const tag = process.env.SHOT_TAG ?? 'x';
  const visitor = await visitorPage({ width: 375 });
  for (const [name, path] of [['landing', '/'], ['discover', '/discover'], ['developers', '/developers']] as const) {
    await visitor.page.goto(path);
    await expect(visitor.page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
    await expect(visitor.page.getByText(path === '/developers' ? 'Featherstonehaugh' : 'Tiny').first()).toBeVisible();
    await expect(visitor.page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
    const width = await visitor.page.evaluate(() => document.documentElement.scrollWidth);
    console.log(tag, name, 'scrollWidth', width);
    await visitor.page.screenshot({ path: `/tmp/shots/${tag}-${name}.png`, fullPage: true });
  }
  const member = await signedInPage(author.email, { width: 375 });
  await member.page.goto('/discover');
  await expect(member.page.getByRole('list', { name: 'All projects list' }).getByText('Tiny')).toBeVisible();
  await expect(member.page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  console.log(tag, 'member-discover scrollWidth', await member.page.evaluate(() => document.documentElement.scrollWidth));
  await member.page.screenshot({ path: `/tmp/shots/${tag}-member-discover.png`, fullPage: true });
});
