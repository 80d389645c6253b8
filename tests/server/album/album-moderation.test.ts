import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModerationQueue } from '#shared/contracts/album.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { onceChangeKnown } from '../event-feeds/feed-http.ts';
import { makePng } from '../uploads/upload-client.ts';
import { addPhoto, makeAlbumScene, readAlbumFeed, type AlbumScene } from './album-scene.ts';

let t: TestServer;
let scene: AlbumScene;
beforeAll(async () => {
  t = await startTestServer();
  scene = await makeAlbumScene(t);
});
afterAll(() => t.stop());

const queue = async (filter: string, token = scene.organizer.token, cursor?: string) => {
  const response = await t.api.query<ModerationQueue>('album.queue', { eventId: scene.eventId, filter, limit: 2, ...(cursor ? { cursor } : {}) }, { token });
  return response;
};

describe('likes, reports and moderation', () => {
  it('counts one like per person however often it is sent, and takes it back once', async () => {
    const { photo } = await addPhoto(t, scene.attendee, scene.eventId, await makePng(40, 40));
    for (let i = 0; i < 2; i++) {
      const liked = await t.api.mutate<{ likes: number }>('album.like', { idempotencyKey: randomUUID(), eventId: scene.eventId, photoId: photo.id, liked: true }, { token: scene.neighbour.token });
      expect(liked.data?.likes).toBe(1);
    }
    const overlay = await t.api.query<{ likedPhotoIds: string[] }>('album.overlay', { eventId: scene.eventId }, { token: scene.neighbour.token });
    expect(overlay.data?.likedPhotoIds).toEqual([photo.id]);
    await onceChangeKnown(async () => {
      const feed = await readAlbumFeed(t, scene.attendee, scene.eventId);
      expect(feed.body.photos.find((p) => p.id === photo.id)?.likes).toBe(1);
    });
    const unliked = await t.api.mutate<{ likes: number }>('album.like', { idempotencyKey: randomUUID(), eventId: scene.eventId, photoId: photo.id, liked: false }, { token: scene.neighbour.token });
    expect(unliked.data?.likes).toBe(0);
  });

  it('puts reported photos in the organizers’ queue with the reason; hiding takes the photo out of the feed and closes the report', async () => {
    const { photo } = await addPhoto(t, scene.attendee, scene.eventId, await makePng(40, 40, '#00aa00'));
    const report = await t.api.mutate('album.report', { idempotencyKey: randomUUID(), eventId: scene.eventId, photoId: photo.id, reason: 'Shows my badge number' }, { token: scene.neighbour.token });
    expect(report.error).toBeUndefined();
    const reported = await queue('reported');
    expect(reported.data?.photos[0]).toMatchObject({ id: photo.id, reports: [{ reason: 'Shows my badge number', reporterName: 'Ned Tester' }] });
    expect((await queue('reported', scene.attendee.token)).error?.data.code).toBe('FORBIDDEN');
    await t.api.mutate('album.moderate', { eventId: scene.eventId, photoId: photo.id, action: 'hide' }, { token: scene.organizer.token });
    await onceChangeKnown(async () => {
      const feed = await readAlbumFeed(t, scene.attendee, scene.eventId);
      expect(feed.body.photos.map((p) => p.id)).not.toContain(photo.id);
    });
    expect((await queue('reported')).data?.counts.reported).toBe(0);
    expect((await queue('hidden')).data?.photos.map((p) => p.id)).toContain(photo.id);
  });

  it('holds photos for approval when switched on: pending for its uploader, absent from the feed until approved', async () => {
    await t.api.mutate('album.setSettings', { eventId: scene.eventId, requireApproval: true }, { token: scene.organizer.token });
    const added = await addPhoto(t, scene.attendee, scene.eventId, await makePng(40, 40, '#0000aa'));
    expect(added.status).toBe('pending');
    const own = await t.api.query<{ ownPhotos: Array<{ photo: { id: string }; status: string }> }>('album.overlay', { eventId: scene.eventId }, { token: scene.attendee.token });
    expect(own.data?.ownPhotos.find((p) => p.photo.id === added.photo.id)?.status).toBe('pending');
    expect((await readAlbumFeed(t, scene.neighbour, scene.eventId)).body.photos.map((p) => p.id)).not.toContain(added.photo.id);
    expect((await queue('pending')).data?.photos.map((p) => p.id)).toEqual([added.photo.id]);
    await t.api.mutate('album.moderate', { eventId: scene.eventId, photoId: added.photo.id, action: 'approve' }, { token: scene.organizer.token });
    await onceChangeKnown(async () => {
      expect((await readAlbumFeed(t, scene.neighbour, scene.eventId)).body.photos.map((p) => p.id)).toContain(added.photo.id);
    });
    await t.api.mutate('album.setSettings', { eventId: scene.eventId, requireApproval: false }, { token: scene.organizer.token });
  });

  it('pages the queue by cursor, newest first, without repeats', async () => {
    const first = await queue('all');
    const second = await queue('all', scene.organizer.token, first.data!.nextCursor!);
    const ids = [...first.data!.photos, ...second.data!.photos].map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(first.data!.photos).toHaveLength(2);
  });

  it('lets a person delete their own photo (its file goes too) but not someone else’s; organizers delete any', async () => {
    const { photo } = await addPhoto(t, scene.attendee, scene.eventId, await makePng(40, 40, '#aa00aa'));
    const notYours = await t.api.mutate('album.delete', { idempotencyKey: randomUUID(), eventId: scene.eventId, photoId: photo.id }, { token: scene.neighbour.token });
    expect(notYours.error?.data.code).toBe('FORBIDDEN');
    const mine = await t.api.mutate('album.delete', { idempotencyKey: randomUUID(), eventId: scene.eventId, photoId: photo.id }, { token: scene.attendee.token });
    expect(mine.error).toBeUndefined();
    expect((await fetch(`${t.url}${photo.src}`)).status).toBe(404);
    const other = await addPhoto(t, scene.neighbour, scene.eventId, await makePng(40, 40));
    const byOrganizer = await t.api.mutate('album.delete', { idempotencyKey: randomUUID(), eventId: scene.eventId, photoId: other.photo.id }, { token: scene.organizer.token });
    expect(byOrganizer.error).toBeUndefined();
  });

  it('streams every photo as a zip to organizers only', async () => {
    const { photo } = await addPhoto(t, scene.attendee, scene.eventId, await makePng(40, 40, '#123456'), { caption: 'Zip me' });
    const refused = await t.api.fetch(`/api/events/${scene.eventId}/album/zip`, { token: scene.attendee.token });
    expect(refused.status).toBe(403);
    const response = await t.api.fetch(`/api/events/${scene.eventId}/album/zip`, { token: scene.organizer.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const zip = Buffer.from(await response.arrayBuffer());
    expect(zip.subarray(0, 4).readUInt32LE(0)).toBe(0x04034b50);
    const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const entries = zip.readUInt16LE(end + 10);
    expect(entries).toBeGreaterThan(0);
    expect(zip.includes(Buffer.from(`Zip-me-${photo.id.slice(0, 8)}.webp`))).toBe(true);
    // The stored bytes are the photo's own file, byte for byte.
    const file = Buffer.from(await (await fetch(`${t.url}${photo.src}`)).arrayBuffer());
    expect(zip.includes(file)).toBe(true);
  });
});
