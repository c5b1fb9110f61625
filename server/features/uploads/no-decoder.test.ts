import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { member, multipart, png, realVideo, upload } from '../../test/projects';

// A server whose ffmpeg and ffprobe cannot be run (none installed, or a wrong FFMPEG_PATH).
const context = useTestApp({ environment: { FFMPEG_PATH: '/nonexistent/ffmpeg', FFPROBE_PATH: '/nonexistent/ffprobe' } });

describe('uploads on a server without a video decoder', () => {
  it('refuses a video with a 415 that says why, in the reader\'s language, and stores nothing', async () => {
    const { user, cookie } = await member(context);
    const response = await upload(context.app, cookie, realVideo('mp4'), 'clip.mp4', 'video/mp4');
    expect(response.statusCode, response.body).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'videos_unavailable',
      message: 'This site does not accept videos: its server has no video decoder. Please upload a JPEG, PNG, WebP, GIF or AVIF image.',
    });
    const body = await multipart(realVideo('webm'), 'clip.webm', 'video/webm');
    const german = await context.app.inject({ method: 'POST', url: '/api/upload', headers: { ...body.headers, cookie, 'accept-language': 'de' }, payload: body.payload });
    expect(german.statusCode).toBe(415);
    expect(german.json().message).toMatch(/^Diese Seite nimmt keine Videos an/);
    expect(await context.deps.database.db.select().from(uploads).where(eq(uploads.userId, user.id))).toEqual([]);
  });

  it('takes images as usual', async () => {
    const { cookie } = await member(context);
    const response = await upload(context.app, cookie, await png(40, 30), 'a.png', 'image/png');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ type: 'image', width: 40, height: 30 });
  });
});
