import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { trendingScoreOf } from '../core/projects/trending';
import { findProgram } from '../core/uploads/video';
import { projectCategories, projects, type UserRow } from '../db/schema';
import { feedKeysOf } from '../core/projects/project-repository';
import { sessionCookieName } from '../platform/sessions';
import { insertSession } from '../platform/sessions/repository';
import { hashToken, newToken } from '../platform/sessions/tokens';
import { createUser } from './factories';
import type { TestContext } from './harness';

/**
 * Helpers for the projects tests. Sessions are written straight to the database (as sign-in
 * would), so a test can have fifty users without fifty password hashes.
 */
export async function cookieFor(context: TestContext, user: Pick<UserRow, 'id'>): Promise<string> {
  const token = newToken();
  await insertSession(context.deps.database.db, {
    id: hashToken(token),
    userId: user.id,
    userAgent: 'vitest',
    ipAddress: '127.0.0.1',
    expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
  });
  return `${sessionCookieName(context.config.appUrl.startsWith('https://'))}=${token}`;
}

export async function member(context: TestContext, overrides: Partial<UserRow> = {}) {
  const user = await createUser(context, overrides);
  return { user, cookie: await cookieFor(context, user) };
}

/** A small PNG made on the spot. */
export function png(width = 64, height = 40, background = '#3b82f6'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
}

/** A JPEG whose EXIF says "rotate 90°" and carries a copyright line that must not survive. */
export function jpegWithExif(width = 60, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#ef4444' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Copyright: 'secret-owner' } })
    .toBuffer();
}

const madeVideos = new Map<string, Buffer>();

/**
 * A real, playable video made by ffmpeg itself (its lavfi test pattern): 320×180, 10 frames a
 * second, `seconds` long; made once per process and kind. `size` pads it to that many bytes with
 * what players skip (an MP4 `free` box, trailing bytes after a WebM's last cluster).
 */
export function realVideo(extension: 'mp4' | 'webm' | 'mov' = 'mp4', options: { size?: number; seconds?: number } = {}): Buffer {
  const seconds = options.seconds ?? 3;
  const cacheKey = `${extension}:${seconds}`;
  let video = madeVideos.get(cacheKey);
  if (!video) {
    // The system's ffmpeg, as the server uses (decision 0043; .ci/run installs Debian's).
    const ffmpeg = findProgram(undefined, 'ffmpeg');
    if (!ffmpeg) throw new Error('The video tests need ffmpeg on PATH (Debian: apt-get install ffmpeg)');
    const folder = mkdtempSync(path.join(tmpdir(), 'shipyard-test-video-'));
    const file = path.join(folder, `clip.${extension}`);
    const codec = extension === 'webm' ? ['-c:v', 'libvpx', '-b:v', '200k'] : ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];
    execFileSync(ffmpeg, ['-v', 'error', '-f', 'lavfi', '-i', `testsrc=size=320x180:rate=10`, '-t', String(seconds), ...codec, '-y', file]);
    video = readFileSync(file);
    rmSync(folder, { recursive: true, force: true });
    madeVideos.set(cacheKey, video);
  }
  if (!options.size || options.size <= video.length) return video;
  const padding = Buffer.alloc(options.size - video.length);
  if (extension !== 'webm' && padding.length >= 8) {
    padding.writeUInt32BE(padding.length, 0);
    padding.write('free', 4, 'latin1');
  }
  return Buffer.concat([video, padding]);
}

/**
 * An ISO base media header with the `isom` brand and nothing playable behind it: file-type calls it
 * video/mp4 (magic bytes), ffprobe finds no video in it, so uploads refuse it (decision 0031).
 */
export function fakeMp4(size = 2048): Buffer {
  const buffer = Buffer.alloc(size);
  buffer.writeUInt32BE(24, 0);
  buffer.write('ftypisom', 4, 'latin1');
  buffer.writeUInt32BE(0x200, 12);
  buffer.write('isomiso2', 16, 'latin1');
  buffer.writeUInt32BE(size - 24, 24);
  buffer.write('mdat', 28, 'latin1');
  return buffer;
}

/** An EBML header whose DocType is "webm". */
export function fakeWebm(size = 1024): Buffer {
  const header = Buffer.from([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08,
    0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02,
  ]);
  return Buffer.concat([header, Buffer.alloc(Math.max(0, size - header.length))]);
}

/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
export async function multipart(file: Buffer, filename: string, type: string, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(file)], { type }), filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') as string } };
}

export async function upload(app: FastifyInstance, cookie: string | null, file: Buffer, filename = 'file.png', type = 'image/png') {
  const body = await multipart(file, filename, type);
  return app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

export const validProject = (overrides: Record<string, unknown> = {}) => ({
  title: 'My App',
  description: 'A small app that does one thing well',
  categories: ['frontend-development'],
  technologies: ['React', 'TypeScript', 'Vite'],
  ...overrides,
});

export async function createProject(app: FastifyInstance, cookie: string, overrides: Record<string, unknown> = {}) {
  const response = await app.inject({ method: 'POST', url: '/api/projects', headers: { cookie }, payload: validProject(overrides) });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string; slug: string };
}

/** Uploads an image and attaches it to the project; returns the media item. */
export async function addImage(app: FastifyInstance, cookie: string, projectId: string, order = 0, image?: Buffer) {
  const uploaded = await upload(app, cookie, image ?? (await png()));
  if (uploaded.statusCode !== 201) throw new Error(`upload failed: ${uploaded.statusCode} ${uploaded.body}`);
  const response = await app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/media`,
    headers: { cookie },
    payload: { type: 'image', url: uploaded.json().url, order },
  });
  if (response.statusCode !== 201) throw new Error(`add media failed: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string; url: string; thumbnailUrl: string | null };
}

/** The app's trending score (server/core/projects/trending.ts) for these counts, as the database computes it. */
export async function trendingScoreFor(
  context: TestContext,
  counts: { likes: number; comments: number; views: number; saves?: number; createdAt: Date },
): Promise<number> {
  const score = trendingScoreOf({
    likes: sql`${counts.likes}::int`,
    comments: sql`${counts.comments}::int`,
    views: sql`${counts.views}::int`,
    saves: sql`${counts.saves ?? 0}::int`,
    createdAt: sql`${counts.createdAt.toISOString()}::timestamptz`,
  });
  const result = await context.deps.database.db.execute<{ score: number }>(sql`select ${score} as score`);
  return Number(result.rows[0]?.score);
}

/**
 * Projects written straight to the tables (with their feed rows and a consistent trending score),
 * for tests that need hundreds of them: through the API each would cost a request.
 */
export async function insertBareProjects(
  context: TestContext,
  ownerId: string,
  count: number,
  { likes = 0, label = 'Bare', columns = () => ({}) }: { likes?: number; label?: string; columns?: () => Partial<typeof projects.$inferInsert> } = {},
) {
  const createdAt = new Date(Date.now() - 3_600_000);
  const score = await trendingScoreFor(context, { likes, comments: 0, views: 0, createdAt });
  const rows = Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    slug: `${label.toLowerCase()}-${index}-${randomUUID().slice(0, 6)}`,
    userId: ownerId,
    title: `${label} ${index}`,
    categories: ['robotics'],
    createdAt,
    updatedAt: createdAt,
    likesCount: likes,
    trendingScore: score,
    ...columns(),
  }));
  const { db } = context.deps.database;
  const inserted = await db.insert(projects).values(rows).returning();
  await db
    .insert(projectCategories)
    .values(
      inserted.flatMap((row) =>
        feedKeysOf(row.categories).map((category) => ({ category, projectId: row.id, listed: true, featured: false, createdAt, trendingScore: row.trendingScore })),
      ),
    );
  return { ids: inserted.map((row) => row.id), createdAt };
}
