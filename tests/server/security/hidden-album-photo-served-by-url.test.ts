// Runs on both databases: a block runs two instances on one PostgreSQL.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AddedPhoto } from '#shared/contracts/album.ts';
import { addMember } from '../factories/events.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { onceChangeKnown } from '../event-feeds/feed-http.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { useTwoInstances } from '../helpers/two-instances.ts';
import { addPhoto, makeAlbumScene, type AlbumScene } from '../album/album-scene.ts';
import { makePng, uploadFile } from '../uploads/upload-client.ts';

// Found by a probe: /uploads/* served every stored file to anyone, so an album photo an organizer
// had hidden, or one still waiting for approval, stayed one URL away from everyone who had seen the
// URL (a shared link, a phone's cache, a log). Now an album file is answered as its photo allows: a
// shown one to anyone (checked on every use: `public, no-cache`), a hidden or pending one only to
// its uploader and the event's album moderators (`private`), and 404 `no-store` to everyone else,
// as if there were no such file. Avatars and logos stay cached for a year.

let t: TestServer;
let scene: AlbumScene;
let doorStaff: TestAccount;
beforeAll(async () => {
  t = await startTestServer();
  scene = await makeAlbumScene(t);
  doorStaff = await registerTestAccount(t.api, { firstName: 'Dora' });
  await addMember(t.db, scene.eventId, doorStaff.account.id, 'staff');
});
afterAll(() => t.stop());

type Who = TestAccount | 'nobody';

/** A GET of an uploaded file, by cookie as an <img> sends it (or with no cookie at all). */
function getFile(src: string, who: Who, headers: Record<string, string> = {}) {
  return t.api.fetch(src, { ...(who === 'nobody' ? {} : { cookieToken: who.token }), headers });
}

/** Served, with this Cache-Control (unless undefined: any). */
async function expectServed(src: string, who: Who, cacheControl?: string) {
  const response = await getFile(src, who);
  expect(response.status, `${src} for ${who === 'nobody' ? 'nobody' : who.account.firstName}`).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/webp');
  if (cacheControl !== undefined) expect(response.headers.get('cache-control')).toBe(cacheControl);
  expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
  return response;
}

async function expectGone(src: string, who: Who, headers: Record<string, string> = {}) {
  const response = await getFile(src, who, headers);
  expect(response.status, `${src} for ${who === 'nobody' ? 'nobody' : who.account.firstName}`).toBe(404);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('content-type')).not.toBe('image/webp');
}

const filesOf = (added: AddedPhoto) => [added.photo.src, added.photo.thumbnailSrc];

async function moderate(photoId: string, action: 'hide' | 'show' | 'approve') {
  const answer = await t.api.mutate('album.moderate', { eventId: scene.eventId, photoId, action }, { token: scene.organizer.token });
  expect(answer.error).toBeUndefined();
}

describe('album files by URL', () => {
  it('hides a hidden photo’s files from everyone but its uploader and the organizers, and shows them again when shown', async () => {
    const added = await addPhoto(t, scene.attendee, scene.eventId, await makePng(64, 48, '#aa3300'));
    const shown = await expectServed(added.photo.src, 'nobody');
    const etag = shown.headers.get('etag')!;
    for (const src of filesOf(added)) await expectServed(src, scene.neighbour);

    await moderate(added.photo.id, 'hide');
    await onceChangeKnown(() => expectGone(added.photo.src, 'nobody'));
    for (const src of filesOf(added)) {
      for (const who of ['nobody', scene.neighbour, scene.outsider, doorStaff] as const) await expectGone(src, who);
      // A copy kept from before is not confirmed either.
      await expectGone(src, 'nobody', { 'if-none-match': etag });
      await expectServed(src, scene.attendee, 'private, no-cache');
      await expectServed(src, scene.organizer, 'private, no-cache');
    }

    await moderate(added.photo.id, 'show');
    await onceChangeKnown(() => expectServed(added.photo.src, 'nobody', 'public, no-cache'));
    await expectServed(added.photo.thumbnailSrc, scene.neighbour, 'public, no-cache');
  });

  it('keeps a photo waiting for approval to its uploader and the organizers until it is approved', async () => {
    await t.api.mutate('album.setSettings', { eventId: scene.eventId, requireApproval: true }, { token: scene.organizer.token });
    const added = await addPhoto(t, scene.neighbour, scene.eventId, await makePng(64, 48, '#0033aa'));
    expect(added.status).toBe('pending');
    for (const src of filesOf(added)) {
      for (const who of ['nobody', scene.attendee, scene.outsider, doorStaff] as const) await expectGone(src, who);
      await expectServed(src, scene.neighbour, 'private, no-cache');
      await expectServed(src, scene.organizer, 'private, no-cache');
    }
    await moderate(added.photo.id, 'approve');
    await onceChangeKnown(() => expectServed(added.photo.src, scene.attendee, 'public, no-cache'));
    await t.api.mutate('album.setSettings', { eventId: scene.eventId, requireApproval: false }, { token: scene.organizer.token });
  });

  it('answers a shown photo’s copy from before with 304, and leaves avatars cached for a year', async () => {
    const added = await addPhoto(t, scene.attendee, scene.eventId, await makePng(40, 40, '#33aa33'));
    const etag = (await expectServed(added.photo.thumbnailSrc, 'nobody', 'public, no-cache')).headers.get('etag')!;
    expect((await getFile(added.photo.thumbnailSrc, 'nobody', { 'if-none-match': etag })).status).toBe(304);

    const avatar = (await (await uploadFile(t, await makePng(64, 64), { token: scene.outsider.token })).json()) as { src: string };
    await expectServed(avatar.src, 'nobody', 'public, max-age=31536000, immutable');
  });
});

// Each instance keeps its album files' status in memory: a hide through one must reach the other's
// answers once the album's change notice arrives (or its short hold runs out), however warm.
describe.skipIf(!process.env.DATABASE_URL)('album files across instances (PostgreSQL)', () => {
  const instances = useTwoInstances();
  const noticeWait = { timeout: 10_000, interval: 25 };

  it('stops serving a photo hidden through the other instance, and serves it again once shown', async () => {
    const { a, b } = instances;
    const other = await makeAlbumScene(a);
    const added = await addPhoto(a, other.attendee, other.eventId, await makePng(48, 48, '#5500aa'));
    const fetchFromA = () => fetch(`${a.url}${added.photo.thumbnailSrc}`);
    expect((await fetchFromA()).status).toBe(200);
    for (const [action, status] of [
      ['hide', 404],
      ['show', 200],
    ] as const) {
      const answer = await b.api.mutate('album.moderate', { eventId: other.eventId, photoId: added.photo.id, action }, { token: other.organizer.token });
      expect(answer.error).toBeUndefined();
      await vi.waitFor(async () => expect((await fetchFromA()).status).toBe(status), noticeWait);
    }
  });
});
