import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_MEDIA_PER_PROJECT } from '../../../common/projects';
import { uploads } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { addImage, createProject, member, realVideo, upload } from '../../test/projects';

const context = useTestApp();
const onDisk = (url: string) => existsSync(path.join(context.dataDir, 'uploads', url.replace(/^\/uploads\//, '')));

function attach(cookie: string, projectId: string, payload: Record<string, unknown>) {
  return context.app.inject({ method: 'POST', url: `/api/projects/${projectId}/media`, headers: { cookie }, payload });
}

describe('project media', () => {
  it('attaches uploads in order, with the type sniffed at upload whatever the client says', async () => {
    const { cookie } = await member(context);
    const project = await createProject(context.app, cookie);
    const video = (await upload(context.app, cookie, realVideo(), 'clip.mp4', 'video/mp4')).json();
    const attachedVideo = await attach(cookie, project.id, { type: 'image', url: video.url, order: 1 });
    expect(attachedVideo.statusCode, attachedVideo.body).toBe(201);
    expect(attachedVideo.json()).toMatchObject({ type: 'video', url: video.url, thumbnailUrl: null, order: 1, caption: null, projectId: project.id });
    const image = await addImage(context.app, cookie, project.id, 0);
    const listed = (await context.app.inject({ url: `/api/projects/${project.id}/media` })).json();
    expect(listed.map((item: { id: string }) => item.id)).toEqual([image.id, attachedVideo.json().id]);
    // An absolute address of our own upload works too.
    const another = (await upload(context.app, cookie, realVideo(), 'b.mp4', 'video/mp4')).json();
    expect((await attach(cookie, project.id, { type: 'video', url: `${context.config.appUrl}${another.url}`, order: 2 })).statusCode).toBe(201);
  });

  it("refuses a url that is not the user's own unattached upload with 'Unknown upload'", async () => {
    const owner = await member(context);
    const other = await member(context);
    const project = await createProject(context.app, owner.cookie);
    const othersUpload = (await upload(context.app, other.cookie, realVideo(), 'x.mp4', 'video/mp4')).json();
    const ownUpload = (await upload(context.app, owner.cookie, realVideo(), 'y.mp4', 'video/mp4')).json();
    expect((await attach(owner.cookie, project.id, { type: 'video', url: ownUpload.url, order: 0 })).statusCode).toBe(201);
    for (const url of ['https://evil.example/cat.png', '/uploads/00/00000000000000000000000000000000.png', othersUpload.url, ownUpload.url]) {
      const response = await attach(owner.cookie, project.id, { type: 'video', url, order: 0 });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toBe('Unknown upload');
    }
  });

  it(`allows at most ${MAX_MEDIA_PER_PROJECT} media items`, async () => {
    const { cookie } = await member(context);
    const project = await createProject(context.app, cookie);
    for (let order = 0; order < MAX_MEDIA_PER_PROJECT; order += 1) {
      const file = (await upload(context.app, cookie, realVideo(), 'c.mp4', 'video/mp4')).json();
      expect((await attach(cookie, project.id, { type: 'video', url: file.url, order })).statusCode).toBe(201);
    }
    const extra = (await upload(context.app, cookie, realVideo(), 'c.mp4', 'video/mp4')).json();
    const refused = await attach(cookie, project.id, { type: 'video', url: extra.url, order: 99 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`A project can have at most ${MAX_MEDIA_PER_PROJECT} images and videos`);
  });

  it('sets the preview to one of its own media only', async () => {
    const { cookie } = await member(context);
    const project = await createProject(context.app, cookie);
    const elsewhere = await createProject(context.app, cookie, { title: 'Elsewhere' });
    const first = await addImage(context.app, cookie, project.id, 0);
    const second = await addImage(context.app, cookie, project.id, 1);
    const foreign = await addImage(context.app, cookie, elsewhere.id, 0);
    const setPreview = (previewMediaId: string) =>
      context.app.inject({ method: 'PATCH', url: `/api/projects/${project.id}/preview`, headers: { cookie }, payload: { previewMediaId } });
    expect((await setPreview(second.id)).json()).toEqual({ id: project.id, previewMediaId: second.id });
    for (const id of [foreign.id, 'no-such-media']) {
      const refused = await setPreview(id);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe("The preview must be one of this project's media");
    }
    const detail = (await context.app.inject({ url: `/api/projects/${project.id}` })).json();
    expect(detail).toMatchObject({ previewMediaId: second.id, previewMedia: { id: second.id } });
    expect(first.id).not.toBe(second.id);
  });

  it('removing a media item deletes its files and clears the preview it was', async () => {
    const { cookie } = await member(context);
    const project = await createProject(context.app, cookie);
    const first = await addImage(context.app, cookie, project.id, 0);
    const second = await addImage(context.app, cookie, project.id, 1);
    await context.app.inject({ method: 'PATCH', url: `/api/projects/${project.id}/preview`, headers: { cookie }, payload: { previewMediaId: second.id } });
    expect(onDisk(second.url) && onDisk(second.thumbnailUrl as string)).toBe(true);
    const removed = await context.app.inject({ method: 'DELETE', url: `/api/projects/${project.id}/media/${second.id}`, headers: { cookie } });
    expect(removed.json()).toEqual({ message: 'Media removed successfully' });
    expect(onDisk(second.url) || onDisk(second.thumbnailUrl as string)).toBe(false);
    expect((await context.app.inject({ url: second.url })).statusCode).toBe(404);
    const detail = (await context.app.inject({ url: `/api/projects/${project.id}` })).json();
    expect(detail).toMatchObject({ previewMediaId: null, previewMedia: { id: first.id }, media: [{ id: first.id }] });
    const again = await context.app.inject({ method: 'DELETE', url: `/api/projects/${project.id}/media/${second.id}`, headers: { cookie } });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Media not found');
  });

  it('deleting a project removes every file of its media from storage', async () => {
    const { user, cookie } = await member(context);
    const project = await createProject(context.app, cookie);
    const image = await addImage(context.app, cookie, project.id, 0);
    const video = (await upload(context.app, cookie, realVideo(), 'v.mp4', 'video/mp4')).json();
    await attach(cookie, project.id, { type: 'video', url: video.url, order: 1 });
    const files = [image.url, image.thumbnailUrl as string, video.url];
    expect(files.every(onDisk)).toBe(true);
    await context.app.inject({ method: 'DELETE', url: `/api/projects/${project.id}`, headers: { cookie } });
    expect(files.some(onDisk)).toBe(false);
    expect(await context.deps.database.db.select().from(uploads).where(eq(uploads.userId, user.id))).toEqual([]);
  });
});
