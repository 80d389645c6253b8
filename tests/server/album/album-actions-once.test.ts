// Runs on both databases: writes sent again by the outbox are kept once by unique keys under concurrency.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModerationQueue } from '#shared/contracts/album.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { makePng } from '../uploads/upload-client.ts';
import { addPhoto, makeAlbumScene, type AlbumScene } from './album-scene.ts';

// Likes, reports and deletes are queued in the phone's outbox and may be sent again after a lost
// answer, possibly after later changes were applied: each key changes things once.

let t: TestServer;
let scene: AlbumScene;
beforeAll(async () => {
  t = await startTestServer();
  scene = await makeAlbumScene(t);
});
afterAll(() => t.stop());

const like = (photoId: string, liked: boolean, idempotencyKey: string) =>
  t.api.mutate<{ liked: boolean; likes: number }>('album.like', { idempotencyKey, eventId: scene.eventId, photoId, liked }, { token: scene.neighbour.token });

describe('album writes sent again by the outbox', () => {
  it('a late replay of a like does not undo the unlike queued after it, and answers what stands now', async () => {
    const { photo } = await addPhoto(t, scene.attendee, scene.eventId, await makePng(30, 30));
    const first = randomUUID();
    expect((await like(photo.id, true, first)).data).toMatchObject({ liked: true, likes: 1 });
    expect((await like(photo.id, false, randomUUID())).data).toMatchObject({ liked: false, likes: 0 });
    const replay = await like(photo.id, true, first);
    expect(replay.data).toMatchObject({ liked: false, likes: 0 });
    const overlay = await t.api.query<{ likedPhotoIds: string[] }>('album.overlay', { eventId: scene.eventId }, { token: scene.neighbour.token });
    expect(overlay.data?.likedPhotoIds).not.toContain(photo.id);
  });

  it('refuses a key reused for another like (CONFLICT), changing nothing', async () => {
    const { photo } = await addPhoto(t, scene.attendee, scene.eventId, await makePng(30, 30, '#aa0000'));
    const key = randomUUID();
    await like(photo.id, true, key);
    const reused = await like(photo.id, false, key);
    expect(reused.error?.data.code).toBe('CONFLICT');
    const overlay = await t.api.query<{ likedPhotoIds: string[] }>('album.overlay', { eventId: scene.eventId }, { token: scene.neighbour.token });
    expect(overlay.data?.likedPhotoIds).toContain(photo.id);
  });

  it('a replayed report does not reopen a report the organizers dismissed', async () => {
    const { photo } = await addPhoto(t, scene.attendee, scene.eventId, await makePng(30, 30, '#00aa00'));
    const report = { idempotencyKey: randomUUID(), eventId: scene.eventId, photoId: photo.id, reason: 'Blurry badge numbers' };
    expect((await t.api.mutate('album.report', report, { token: scene.neighbour.token })).error).toBeUndefined();
    await t.api.mutate('album.moderate', { eventId: scene.eventId, photoId: photo.id, action: 'dismiss-reports' }, { token: scene.organizer.token });
    expect((await t.api.mutate('album.report', report, { token: scene.neighbour.token })).error).toBeUndefined();
    const queue = await t.api.query<ModerationQueue>('album.queue', { eventId: scene.eventId, filter: 'reported' }, { token: scene.organizer.token });
    expect(queue.data?.photos.map((p) => p.id)).not.toContain(photo.id);
  });

  it('a delete sent twice deletes once; a delete of a photo already gone is not a refusal', async () => {
    const { photo } = await addPhoto(t, scene.attendee, scene.eventId, await makePng(30, 30, '#0000aa'));
    const sent = { idempotencyKey: randomUUID(), eventId: scene.eventId, photoId: photo.id };
    expect((await t.api.mutate('album.delete', sent, { token: scene.attendee.token })).data).toEqual({ photoId: photo.id, deleted: true });
    expect((await t.api.mutate('album.delete', sent, { token: scene.attendee.token })).data).toEqual({ photoId: photo.id, deleted: true });
    const fromAnotherPhone = await t.api.mutate('album.delete', { ...sent, idempotencyKey: randomUUID() }, { token: scene.attendee.token });
    expect(fromAnotherPhone.data).toEqual({ photoId: photo.id, deleted: false });
    expect((await fetch(`${t.url}${photo.src}`)).status).toBe(404);
  });

  it('a refused delete (someone else’s photo) keeps the key free and the photo in place', async () => {
    const { photo } = await addPhoto(t, scene.attendee, scene.eventId, await makePng(30, 30, '#aaaa00'));
    const sent = { idempotencyKey: randomUUID(), eventId: scene.eventId, photoId: photo.id };
    expect((await t.api.mutate('album.delete', sent, { token: scene.neighbour.token })).error?.data.code).toBe('FORBIDDEN');
    expect((await t.api.mutate('album.delete', sent, { token: scene.neighbour.token })).error?.data.code).toBe('FORBIDDEN');
    expect((await fetch(`${t.url}${photo.src}`)).status).toBe(200);
  });
});
