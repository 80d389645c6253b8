import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albumLimitMessages, maxPhotosPerPerson } from '#shared/contracts/album.ts';
import { albumPhotos } from '#server/db/schema/album-photos.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { makePhoneJpeg, makePng } from '../uploads/upload-client.ts';
import { addPhoto, makeAlbumScene, postPhoto, readAlbumFeed, type AlbumScene } from './album-scene.ts';

let t: TestServer;
let scene: AlbumScene;
beforeAll(async () => {
  t = await startTestServer({ env: { ALBUM_EVENT_STORAGE_MB: '1' } });
  scene = await makeAlbumScene(t);
});
afterAll(() => t.stop());

describe('adding album photos', () => {
  it('re-encodes the photo: no EXIF and no GPS when read back, a thumbnail, the caption and the uploader name', async () => {
    const jpeg = await makePhoneJpeg(640, 480);
    expect((await sharp(jpeg).metadata()).exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    const added = await addPhoto(t, scene.attendee, scene.eventId, jpeg, { caption: 'Keynote crowd' });
    expect(added).toMatchObject({ status: 'visible', photo: { caption: 'Keynote crowd', uploaderName: 'Ada Tester', likes: 0 } });
    for (const src of [added.photo.src, added.photo.thumbnailSrc]) {
      const file = await fetch(`${t.url}${src}`);
      expect(file.status).toBe(200);
      const metadata = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
    }
    // Turned upright by its EXIF orientation (6: 90° clockwise).
    expect([added.photo.width, added.photo.height]).toEqual([480, 640]);
    const feed = await readAlbumFeed(t, scene.neighbour, scene.eventId);
    expect(feed.body.photos.map((photo) => photo.id)).toContain(added.photo.id);
  });

  it('applies a key once: a replay answers the first photo and adds nothing; another file under that key is CONFLICT', async () => {
    const key = randomUUID();
    const png = await makePng(64, 48);
    const first = await addPhoto(t, scene.attendee, scene.eventId, png, { idempotencyKey: key, caption: 'once' });
    const again = await postPhoto(t, scene.attendee, scene.eventId, png, { idempotencyKey: key, caption: 'once' });
    expect(again.status).toBe(201);
    expect(((await again.json()) as { photo: { id: string } }).photo.id).toBe(first.photo.id);
    const rows = await t.db.select().from(albumPhotos);
    expect(rows.filter((row) => row.caption === 'once')).toHaveLength(1);
    const other = await postPhoto(t, scene.attendee, scene.eventId, await makePng(64, 48, '#ff0000'), { idempotencyKey: key, caption: 'once' });
    expect(other.status).toBe(409);
  });

  it('refuses what is not an image, people outside the event, and a missing guard header for cookie uploads', async () => {
    const notImage = await postPhoto(t, scene.attendee, scene.eventId, new TextEncoder().encode('<svg onload=alert(1)>'));
    expect(notImage.status).toBe(400);
    const outsider = await postPhoto(t, scene.outsider, scene.eventId, await makePng(32, 32));
    expect(outsider.status).toBe(403);
    const form = new FormData();
    form.append('idempotencyKey', randomUUID());
    form.append('file', new Blob([Uint8Array.from(await makePng(32, 32))]), 'a.png');
    const cookieOnly = await t.api.fetch(`/api/events/${scene.eventId}/album/photos`, { method: 'POST', body: form, cookieToken: scene.attendee.token });
    expect(cookieOnly.status).toBe(403);
  });

  it('refuses a form without its idempotency key with words that name the key, and keeps nothing', async () => {
    const before = (await t.db.select().from(albumPhotos)).length;
    const form = new FormData();
    form.append('caption', 'no key');
    form.append('file', new Blob([Uint8Array.from(await makePng(32, 32))], { type: 'image/png' }), 'a.png');
    const missing = await t.api.fetch(`/api/events/${scene.eventId}/album/photos`, { method: 'POST', body: form, token: scene.attendee.token });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'BAD_REQUEST', error: expect.stringMatching(/^An idempotency key is /) });
    expect((await t.db.select().from(albumPhotos)).length).toBe(before);
  });

  it(`refuses a photo past ${maxPhotosPerPerson} per person, with words that say so`, async () => {
    const base = { eventId: scene.eventId, accountId: scene.neighbour.account.id, src: '/uploads/x', thumbnailSrc: '/uploads/y', width: 1, height: 1, bytes: 1, status: 'visible' as const };
    await t.db.insert(albumPhotos).values(Array.from({ length: maxPhotosPerPerson }, () => base));
    const response = await postPhoto(t, scene.neighbour, scene.eventId, await makePng(32, 32));
    expect(response.status).toBe(412);
    expect(((await response.json()) as { error: string }).error).toBe(albumLimitMessages.perPerson);
    await t.db.delete(albumPhotos).where((await import('drizzle-orm')).eq(albumPhotos.accountId, scene.neighbour.account.id));
  });

  it('refuses a photo once the event storage (ALBUM_EVENT_STORAGE_MB) is used up', async () => {
    const other = await makeAlbumScene(t);
    await t.db.insert(albumPhotos).values({ eventId: other.eventId, accountId: other.organizer.account.id, src: '/uploads/x', thumbnailSrc: '/uploads/y', width: 1, height: 1, bytes: 1024 * 1024, status: 'visible' });
    const response = await postPhoto(t, other.attendee, other.eventId, await makePng(32, 32));
    expect(response.status).toBe(412);
    expect(((await response.json()) as { error: string }).error).toBe(albumLimitMessages.eventStorage);
  });

  it('refuses everything when the album is switched off (FEATURE_OFF), upload and feed alike', async () => {
    const off = await makeAlbumScene(t, { enableAlbum: false });
    const upload = await postPhoto(t, off.attendee, off.eventId, await makePng(32, 32));
    expect(upload.status).toBe(403);
    expect(await upload.json()).toMatchObject({ code: 'FORBIDDEN', reason: 'FEATURE_OFF' });
    const feed = await readAlbumFeed(t, off.attendee, off.eventId);
    expect(feed.status).toBe(403);
    const overlay = await t.api.query('album.overlay', { eventId: off.eventId }, { token: off.attendee.token });
    expect(overlay.error?.data.code).toBe('FORBIDDEN');
  });
});
