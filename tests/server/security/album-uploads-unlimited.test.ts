import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxAlbumPhotoPixels, uploadMessages } from '#shared/contracts/uploads.ts';
import { accountTokenHeaderName } from '#shared/contracts/session.ts';
import { albumPhotos } from '#server/db/schema/album-photos.ts';
import { uploads } from '#server/db/schema/uploads.ts';
import { addPhoto, makeAlbumScene, postPhoto, type AlbumScene } from '../album/album-scene.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { makePng } from '../uploads/upload-client.ts';

// Found by a probe: POST /api/events/:id/album/photos took no rate limit at all (the generic
// upload route allows 30 per 15 minutes); a 38 kB PNG declaring 39 megapixels cost half a second
// to decode and re-encode, 16 at once took 7.2 s of work and held other people's answers for
// 716 ms; and deleting a photo freed its place under the 200-per-person cap, so upload-then-delete
// never ended. Now every attempt takes one of RATE_LIMIT_ALBUM_UPLOADS_PER_ACCOUNT per window,
// before the body is read, deletions or not; album photos stop at 30 megapixels, read from the
// header; and images are decoded IMAGES_AT_ONCE at a time with IMAGES_WAITING in line, past which
// an upload answers 503 with Retry-After at once. Nothing refused is stored.

const allowance = 3;
let t: TestServer;
let scene: AlbumScene;
const dataDirs: string[] = [];
/** A server of its own, with its own upload folder, so files can be counted. */
async function startServer(env: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hallway-album-limits-'));
  dataDirs.push(dataDir);
  return startTestServer({ env: { HALLWAY_DATA_DIR: dataDir, ...env } });
}
beforeAll(async () => {
  t = await startServer({ RATE_LIMIT_ALBUM_UPLOADS_PER_ACCOUNT: String(allowance) });
  scene = await makeAlbumScene(t);
});
afterAll(async () => {
  await t.stop();
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** What the album keeps: rows of both tables, and the files in the upload folder. */
async function stored(server: TestServer) {
  const folder = path.join(server.server.deps.env.HALLWAY_DATA_DIR, 'uploads', 'album-photo');
  return {
    photos: (await server.db.select({ id: albumPhotos.id }).from(albumPhotos)).length,
    uploads: (await server.db.select({ id: uploads.id }).from(uploads)).length,
    files: (await readdir(folder).catch(() => [])).length,
  };
}

async function expectRefusal(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body = (await response.json()) as { error: string; code: string; traceId: string };
  expect(body).toEqual({ error: expect.any(String), code, traceId: expect.any(String) });
  return body;
}

/** A solid-colour PNG that declares width × height: a few dozen kB on the wire, megapixels once decoded. */
const hugeDeclaredPng = (width: number, height: number) => makePng(width, height, '#202020');

describe('album uploads per account', () => {
  it('counts every upload, deleted photos included: past the allowance 429 with Retry-After, and nothing is kept', async () => {
    const uploader = scene.neighbour;
    for (let i = 0; i < allowance; i++) {
      const { photo } = await addPhoto(t, uploader, scene.eventId, await makePng(48, 32, `#00${String(i).padStart(2, '0')}ff`));
      const deleted = await t.api.mutate('album.delete', { idempotencyKey: randomUUID(), eventId: scene.eventId, photoId: photo.id }, { token: uploader.token });
      expect(deleted.error).toBeUndefined();
    }
    const before = await stored(t);
    const refused = await postPhoto(t, uploader, scene.eventId, await makePng(48, 32));
    const body = await expectRefusal(refused, 429, 'TOO_MANY_REQUESTS');
    expect(body.error).toMatch(/sent in a few minutes/);
    // The window is 15 minutes and began with the first upload, moments ago.
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    expect(await stored(t)).toEqual(before);
    // Another account is not held back by this one.
    expect((await postPhoto(t, scene.attendee, scene.eventId, await makePng(48, 32))).status).toBe(201);
    t.clock.advance(16 * 60);
    expect((await postPhoto(t, uploader, scene.eventId, await makePng(48, 32))).status).toBe(201);
  });

  it('refuses past the allowance before reading the body: the answer comes while the file is still on its way', async () => {
    const uploader = scene.organizer;
    for (let i = 0; i < allowance; i++) expect((await postPhoto(t, uploader, scene.eventId, new Uint8Array(16))).status).toBe(400);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const url = new URL(`/api/events/${scene.eventId}/album/photos`, t.url);
      const sending = request(url, {
        method: 'POST',
        headers: { [accountTokenHeaderName]: uploader.token, 'content-type': 'multipart/form-data; boundary=b', 'content-length': String(4 * 1024 * 1024) },
      });
      const timer = setTimeout(() => {
        sending.destroy();
        reject(new Error('No answer while the body was still being sent'));
      }, 10_000);
      sending.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => {
          clearTimeout(timer);
          sending.destroy();
          resolve({ status: response.statusCode ?? 0, body });
        });
      });
      sending.on('error', () => undefined);
      // The first bytes of a 4 MB form, and then nothing more.
      sending.write('--b\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n');
    });
    expect(answer.status).toBe(429);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});

describe('album photo sizes', () => {
  it('refuses a small PNG that declares 39 megapixels from its header (422), and keeps nothing', async () => {
    const other = await makeAlbumScene(t);
    const bomb = await hugeDeclaredPng(7200, 5400);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const before = await stored(t);
    const refused = await postPhoto(t, other.attendee, other.eventId, bomb);
    const body = await expectRefusal(refused, 422, 'UNPROCESSABLE_CONTENT');
    expect(body.error).toBe(uploadMessages.photoTooManyPixels);
    expect(await stored(t)).toEqual(before);
  });

  it('takes a phone camera’s usual photo: 24.5 megapixels (5712 × 4284), under the album’s cap', async () => {
    expect(5712 * 4284).toBeLessThan(maxAlbumPhotoPixels);
    const other = await makeAlbumScene(t);
    const photo = await sharp({ create: { width: 5712, height: 4284, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    const added = await addPhoto(t, other.attendee, other.eventId, photo);
    expect(Math.max(added.photo.width, added.photo.height)).toBe(2048);
  });
});

describe('image work across the server', () => {
  let busy: TestServer;
  beforeAll(async () => {
    busy = await startServer({ IMAGES_AT_ONCE: '1', IMAGES_WAITING: '1' });
  });
  afterAll(() => busy.stop());

  it('decodes one image at a time with one in line; past that 503 with Retry-After at once, in the spec’s shape, nothing kept', async () => {
    const scenes = await Promise.all(Array.from({ length: 3 }, () => makeAlbumScene(busy)));
    const people = scenes.flatMap((s) => [s.attendee, s.neighbour].map((who) => ({ who, eventId: s.eventId })));
    // About a second of decoding each, sent all at once by six people.
    const big = await hugeDeclaredPng(6000, 4000);
    const before = await stored(busy);
    const answers = await Promise.all(people.map(({ who, eventId }) => postPhoto(busy, who, eventId, big)));
    const accepted = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(accepted.length).toBeGreaterThanOrEqual(2);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const answer of refused) {
      const body = await expectRefusal(answer, 503, 'TOO_MANY_REQUESTS');
      expect(body.error).toBe(uploadMessages.busy);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    const after = await stored(busy);
    expect(after.photos - before.photos).toBe(accepted.length);
    expect(after.uploads - before.uploads).toBe(accepted.length);
  });
});
