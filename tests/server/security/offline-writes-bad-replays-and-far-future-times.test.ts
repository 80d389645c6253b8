import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { makePng } from '../uploads/upload-client.ts';
import { addPhoto, makeAlbumScene, type AlbumScene } from '../album/album-scene.ts';
import { createPostsScene, type PostsScene } from '../posts/posts-scene.ts';

// Outbox writes come back from phones whose clocks and queues we do not control. A key reused for
// another payload is a different write: CONFLICT (as check-in and votes answer it), and the first
// write stands. A device time past the year 2199 is BAD_REQUEST; a merely early future one is held
// to the server's now. Never a 500. (album.like and exhibitors.updateLead reuse: their own tests.)

let t: TestServer;
let album: AlbumScene;
let posts: PostsScene;
beforeAll(async () => {
  t = await startTestServer();
  album = await makeAlbumScene(t);
  posts = await createPostsScene(t);
});
afterAll(() => t.stop());

const year9999Seconds = Date.UTC(9999, 11, 31) / 1000;

describe('album writes replayed with another payload', () => {
  it('refuses a report key sent again with another reason (CONFLICT), and keeps the first reason', async () => {
    const { photo } = await addPhoto(t, album.attendee, album.eventId, await makePng(30, 30, '#113355'));
    const report = { idempotencyKey: randomUUID(), eventId: album.eventId, photoId: photo.id, reason: 'Shows a badge number' };
    expect((await t.api.mutate('album.report', report, { token: album.neighbour.token })).error).toBeUndefined();
    const reused = await t.api.mutate('album.report', { ...report, reason: 'Something else entirely' }, { token: album.neighbour.token });
    expect(reused.status).toBe(409);
    expect(reused.error?.data.code).toBe('CONFLICT');
    const queue = await t.api.query<{ photos: Array<{ id: string; reports: Array<{ reason: string }> }> }>('album.queue', { eventId: album.eventId, filter: 'reported' }, { token: album.organizer.token });
    const reasons = JSON.stringify(queue.data?.photos.find((p) => p.id === photo.id));
    expect(reasons).toContain('Shows a badge number');
    expect(reasons).not.toContain('Something else entirely');
  });

  it('refuses a delete key sent again for another photo (CONFLICT), and that photo stays', async () => {
    const { photo: first } = await addPhoto(t, album.attendee, album.eventId, await makePng(30, 30, '#553311'));
    const { photo: second } = await addPhoto(t, album.attendee, album.eventId, await makePng(30, 30, '#335511'));
    const key = randomUUID();
    expect((await t.api.mutate('album.delete', { idempotencyKey: key, eventId: album.eventId, photoId: first.id }, { token: album.attendee.token })).data).toMatchObject({ deleted: true });
    const reused = await t.api.mutate('album.delete', { idempotencyKey: key, eventId: album.eventId, photoId: second.id }, { token: album.attendee.token });
    expect(reused.error?.data.code).toBe('CONFLICT');
    const again = await t.api.mutate('album.delete', { idempotencyKey: randomUUID(), eventId: album.eventId, photoId: second.id }, { token: album.attendee.token });
    expect(again.data).toMatchObject({ deleted: true });
  });

  it('refuses a like key sent again as a report (another kind of write: CONFLICT)', async () => {
    const { photo } = await addPhoto(t, album.attendee, album.eventId, await makePng(30, 30, '#115533'));
    const key = randomUUID();
    expect((await t.api.mutate('album.like', { idempotencyKey: key, eventId: album.eventId, photoId: photo.id, liked: true }, { token: album.neighbour.token })).error).toBeUndefined();
    const reused = await t.api.mutate('album.report', { idempotencyKey: key, eventId: album.eventId, photoId: photo.id, reason: 'Blurry' }, { token: album.neighbour.token });
    expect(reused.error?.data.code).toBe('CONFLICT');
  });
});

describe('post.read (posts.markSeen) with a far-future device time', () => {
  const state = async () => (await t.api.query<{ seenUpTo: number | null }>('posts.readState', { eventId: posts.eventId }, { token: posts.people.attendee.token })).data.seenUpTo;

  it('refuses the year 9999 as BAD_REQUEST and moves nothing', async () => {
    const before = await state();
    const absurd = await t.api.mutate('posts.markSeen', { eventId: posts.eventId, seenUpTo: year9999Seconds }, { token: posts.people.attendee.token });
    expect(absurd.status).toBe(400);
    expect(absurd.error?.data.code).toBe('BAD_REQUEST');
    expect(await state()).toBe(before);
  });

  it('holds ten years ahead to the server’s now, so newer updates still come in unread', async () => {
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const ahead = await t.api.mutate('posts.markSeen', { eventId: posts.eventId, seenUpTo: now + 10 * 365 * 86_400 }, { token: posts.people.attendee.token });
    expect(ahead.error).toBeUndefined();
    expect(await state()).toBeLessThanOrEqual(Math.floor(t.clock.now().getTime() / 1000));
  });
});
