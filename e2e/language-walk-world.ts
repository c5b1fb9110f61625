import type { UserRow } from '../server/db/schema';
import { createUser } from '../server/test/factories';
import { addImage, cookieFor, createProject, png } from '../server/test/projects';
import type { E2eApp } from './fixtures';

/**
 * The small world the language walk (e2e/language-walk.spec.ts) shows in every language: a member
 * with a published project (write-up, image, tags), a follower who comments and writes to them, a
 * collection, a report and an appeal for the staff queues, and an admin. Every text a person typed
 * is listed in `userContent`: the walk does not expect those to be translated.
 */
export interface WalkWorld {
  member: UserRow;
  follower: UserRow;
  admin: UserRow;
  project: { id: string; slug: string };
  collectionId: string;
  /** A word only the project's title has: the search with results. */
  searchWord: string;
  /** Texts people wrote (names, titles, descriptions, comments…), longest first. */
  userContent: string[];
}

const PROJECT = {
  title: 'Tidewatch Lantern',
  description: 'A lantern that glows with the tide tables of your harbour.',
  content: [
    '## Why it exists',
    'Fishing crews asked for a lamp that shows the tide at a glance.',
    '## How it works',
    'A small board reads the tide feed every ten minutes and fades the light.',
  ].join('\n\n'),
  categories: ['embedded-systems'],
  technologies: ['React', 'TypeScript', 'Rust'],
  tags: ['lighting', 'harbour'],
  githubUrl: 'https://github.com/mirela/tidewatch',
  liveUrl: 'https://tidewatch.example.com',
};
const COMMENT = 'Lovely work, the glow is just right.';
const RUDE_COMMENT = 'This lantern is a waste of copper';
const MESSAGE = 'Could I buy one for our boat club?';
const COLLECTION = { name: 'Harbour gadgets', description: 'Things that help at the quay.' };
const REPORT_DESCRIPTION = 'Rude comment under a member project';
const WARNING_REASON = 'Rude reply under a project';
const APPEAL_TEXT = 'I was upset; it will not happen again.';
const PROFILE = { title: 'Embedded tinkerer', location: 'Valparaíso', github: 'mirela' };

const PEOPLE = {
  member: { firstName: 'Mirela', lastName: 'Quintana', ...PROFILE },
  follower: { firstName: 'Oskar', lastName: 'Brandvold' },
  offender: { firstName: 'Rudi', lastName: 'Grummel' },
  admin: { firstName: 'Astrid', lastName: 'Lindqvist', role: 'admin' as const },
};

export async function seedWalkWorld(app: E2eApp): Promise<WalkWorld> {
  const member = await createUser(app, PEOPLE.member);
  const follower = await createUser(app, PEOPLE.follower);
  const offender = await createUser(app, PEOPLE.offender);
  const admin = await createUser(app, PEOPLE.admin);
  const memberCookie = await cookieFor(app, member);
  const followerCookie = await cookieFor(app, follower);
  const offenderCookie = await cookieFor(app, offender);
  const adminCookie = await cookieFor(app, admin);

  const project = await createProject(app.app, memberCookie, PROJECT);
  await addImage(app.app, memberCookie, project.id, 0, await png(640, 400, '#0ea5e9'));

  const call = async (cookie: string, method: 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await app.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  await call(followerCookie, 'POST', `/api/users/${member.id}/follow`);
  await call(followerCookie, 'POST', `/api/projects/${project.id}/comments`, { content: COMMENT });
  const rude = await call(offenderCookie, 'POST', `/api/projects/${project.id}/comments`, { content: RUDE_COMMENT });
  const conversation = await call(followerCookie, 'POST', '/api/conversations', { user2Id: member.id });
  await call(followerCookie, 'POST', `/api/conversations/${conversation.id}/messages`, { content: MESSAGE });
  const collection = await call(memberCookie, 'POST', '/api/collections', { ...COLLECTION, projectId: project.id });
  await call(memberCookie, 'POST', `/api/users/${offender.id}/report`, { reason: 'harassment', description: REPORT_DESCRIPTION, commentId: rude.id });
  await call(adminCookie, 'POST', `/api/admin/users/${offender.id}/warn`, { reason: WARNING_REASON });
  const mine = await app.app.inject({ method: 'GET', url: '/api/appeals/mine', headers: { cookie: offenderCookie } });
  await call(offenderCookie, 'POST', '/api/appeals', { sanctionId: mine.json().sanction.id, text: APPEAL_TEXT });

  const names = Object.values(PEOPLE).flatMap((person) => [`${person.firstName} ${person.lastName}`, person.firstName, person.lastName]);
  const written = [
    PROJECT.title,
    PROJECT.description,
    ...PROJECT.content.split('\n\n').map((line) => line.replace(/^#+ /, '')),
    ...PROJECT.technologies,
    ...PROJECT.tags,
    COMMENT,
    RUDE_COMMENT,
    MESSAGE,
    COLLECTION.name,
    COLLECTION.description,
    REPORT_DESCRIPTION,
    WARNING_REASON,
    APPEAL_TEXT,
    PROFILE.title,
    PROFILE.location,
    PROFILE.github,
  ];
  return {
    member,
    follower,
    admin,
    project,
    collectionId: collection.id,
    searchWord: 'Tidewatch',
    userContent: [...new Set([...written, ...names])].sort((a, b) => b.length - a.length),
  };
}

/** Each member's own language setting outvotes the browser's (decision 0033): set it to the walk's. */
export async function setLanguageOf(app: E2eApp, users: UserRow[], language: string): Promise<void> {
  for (const user of users) {
    const response = await app.app.inject({ method: 'PUT', url: '/api/settings', headers: { cookie: await cookieFor(app, user) }, payload: { language } });
    if (response.statusCode !== 200) throw new Error(`language of ${user.email}: ${response.statusCode} ${response.body}`);
  }
}
