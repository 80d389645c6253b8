import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrpcClient } from '#client/lib/trpc.ts';
import { forgetOrphanPhotoFiles, forgetPhotoFile, listPhotoFiles, readPhotoFile, savePhotoFile } from '#client/features/album/photo-file-store.ts';
import { forgetSentPhotoFiles } from '#client/features/album/forget-sent-photo-files.ts';
import { forgetDeviceData } from '#client/lib/forget-device-data.ts';
import { createIdbOutboxStore } from '#client/offline/outbox-store.ts';
import { fakeServer, freshStore, makeOutbox, scan, staff, otherAccount, eventId } from '../offline/outbox-fakes.ts';

// The network is the only fake: the op, the file store (IndexedDB) and the drain are the real ones.
const uploads: Array<{ key: string; caption: string; bytes: number; name: string }> = [];
let answer: (key: string) => Promise<unknown> = async () => undefined;
vi.mock('#client/features/album/upload-photo.ts', () => ({
  uploadPhoto: async (upload: { idempotencyKey: string; caption: string; file: Blob; fileName: string }, onProgress?: (f: number) => void) => {
    onProgress?.(0.5);
    uploads.push({ key: upload.idempotencyKey, caption: upload.caption, bytes: upload.file.size, name: upload.fileName });
    return answer(upload.idempotencyKey);
  },
}));

const photo = (id: string) => ({
  photo: { id, src: `/uploads/${id}.webp`, thumbnailSrc: `/uploads/${id}-t.webp`, width: 4, height: 3, caption: 'Stage', uploaderId: staff, uploaderName: 'Ada', likes: 0, createdAt: 1 },
  status: 'visible' as const,
});
const refusal = (code: string, message: string) => Object.assign(new Error(message), { data: { code } });
const noClient = {} as TrpcClient;

async function queue(outbox: ReturnType<typeof makeOutbox>, key: string, accountId = staff) {
  await savePhotoFile(key, { accountId, eventId, name: `${key}.jpg`, type: 'image/jpeg', bytes: new Uint8Array(1234).buffer, storedAt: Date.now() });
  await outbox.enqueue('album.add', { eventId, idempotencyKey: key, caption: 'Stage', fileName: `${key}.jpg`, bytes: 1234 }, { summary: key, accountId, idempotencyKey: key });
}

describe('the album.add outbox op', () => {
  beforeEach(async () => {
    uploads.length = 0;
    answer = async (key) => photo(`00000000-0000-4000-8000-${key.slice(-12).padStart(12, '0')}`);
    for (const file of await listPhotoFiles()) await forgetOrphanPhotoFiles(new Set(), Date.now() + 10 * 60_000).then(() => file);
  });

  it('keeps photos queued offline with their files, then uploads each once, one per request, and forgets the file', async () => {
    const { store } = freshStore();
    const offline = makeOutbox({ store, client: noClient, isOnline: () => false });
    await queue(offline, 'photo-000001');
    await queue(offline, 'photo-000002');
    await offline.settled();
    expect(uploads).toEqual([]);
    expect((await store.read()).entries.map((entry) => entry.state)).toEqual(['pending', 'pending']);
    expect(await readPhotoFile('photo-000001')).not.toBeNull();

    await makeOutbox({ store, client: noClient }).kick();
    expect(uploads.map((upload) => upload.key)).toEqual(['photo-000001', 'photo-000002']);
    expect(uploads[0]).toMatchObject({ caption: 'Stage', bytes: 1234, name: 'photo-000001.jpg' });
    expect((await store.read()).entries).toEqual([]);
    expect(await readPhotoFile('photo-000001')).toBeNull();
    expect(await readPhotoFile('photo-000002')).toBeNull();
  });

  it('keeps a refused photo and its file, shown as failed with the reason, until it is retried or discarded', async () => {
    const { store } = freshStore();
    answer = async () => {
      throw refusal('PAYLOAD_TOO_LARGE', 'This file is too big');
    };
    await queue(makeOutbox({ store, client: noClient, isOnline: () => false }), 'photo-000003');
    await makeOutbox({ store, client: noClient }).kick();
    const [entry] = (await store.read()).entries;
    expect(entry).toMatchObject({ state: 'failed', lastError: { code: 'PAYLOAD_TOO_LARGE', message: 'This file is too big' } });
    expect(await readPhotoFile('photo-000003')).not.toBeNull();
  });

  it('retries later, file kept, when the network drops mid-upload (no code)', async () => {
    const { store } = freshStore();
    answer = async () => {
      throw new Error('File upload request failed');
    };
    await queue(makeOutbox({ store, client: noClient, isOnline: () => false }), 'photo-000004');
    await makeOutbox({ store, client: noClient }).kick();
    const [entry] = (await store.read()).entries;
    expect(entry).toMatchObject({ state: 'pending', lastError: { code: 'NETWORK' } });
    expect(await readPhotoFile('photo-000004')).not.toBeNull();
  });

  it('keeps a photo past the server’s allowance (429) with its file, waits as long as Retry-After says, and lets the writes queued after it go', async () => {
    const server = fakeServer();
    const { store } = freshStore();
    const message = 'Too many photos for now. They stay on this phone and are sent in a few minutes.';
    answer = async () => {
      throw Object.assign(refusal('TOO_MANY_REQUESTS', message), { retryAfterMs: 10 * 60_000 });
    };
    const offline = makeOutbox({ store, client: server.client, isOnline: () => false });
    await queue(offline, 'photo-000008');
    await queue(offline, 'photo-000009');
    await offline.enqueue('checkIn.record', scan('key-0001'), { summary: 'Check-in', accountId: staff });
    const before = Date.now();
    await makeOutbox({ store, client: server.client }).kick();
    // Both photos tried once (two at a time), then the check-in queued after them.
    expect(uploads.map((upload) => upload.key).sort()).toEqual(['photo-000008', 'photo-000009']);
    expect(server.calls).toEqual([{ path: 'checkIn.record', keys: ['key-0001'] }]);
    const entries = (await store.read()).entries;
    expect(entries.map((entry) => entry.idempotencyKey)).toEqual(['photo-000008', 'photo-000009']);
    for (const entry of entries) {
      expect(entry).toMatchObject({ state: 'pending', lastError: { code: 'TOO_MANY_REQUESTS', message } });
      expect(entry.nextAttemptAt).toBeGreaterThanOrEqual(before + 10 * 60_000);
      expect(await readPhotoFile(entry.idempotencyKey)).not.toBeNull();
    }
    // Nothing is sent again before then.
    await makeOutbox({ store, client: server.client }).kick();
    expect(uploads).toHaveLength(2);
  });

  it('keeps a queued photo through sign-out and back in on the same phone: it uploads with its bytes', async () => {
    const { store } = freshStore();
    await queue(makeOutbox({ store, client: noClient, isOnline: () => false }), 'photo-000005');
    await forgetDeviceData(staff);
    expect(await readPhotoFile('photo-000005')).not.toBeNull();
    // Signed in again: the same account's outbox sends it.
    await makeOutbox({ store, client: noClient }).kick();
    expect(uploads).toEqual([{ key: 'photo-000005', caption: 'Stage', bytes: 1234, name: 'photo-000005.jpg' }]);
    expect((await store.read()).entries).toEqual([]);
  });

  it('says the file is gone (and keeps the entry) when the browser lost it', async () => {
    const { store } = freshStore();
    await queue(makeOutbox({ store, client: noClient, isOnline: () => false }), 'photo-000006');
    await forgetPhotoFile('photo-000006');
    await makeOutbox({ store, client: noClient }).kick();
    expect(uploads).toEqual([]);
    const mine = (await store.read()).entries.find((entry) => entry.idempotencyKey === 'photo-000006');
    expect(mine).toMatchObject({ state: 'failed', lastError: { message: expect.stringContaining('no longer on this device') } });
  });

  it('never drops the file of a photo still queued, whatever the page has read so far, and drops a sent one', async () => {
    const outbox = makeOutbox({ store: createIdbOutboxStore(), client: noClient, isOnline: () => false, accountId: () => otherAccount });
    await queue(outbox, 'photo-000007', otherAccount);
    const long = Date.now() + 10 * 60_000;
    await savePhotoFile('photo-sent', { accountId: staff, eventId, name: 'd.jpg', type: 'image/jpeg', bytes: new ArrayBuffer(8), storedAt: 0 });
    expect(await forgetSentPhotoFiles(long)).toBe(1);
    expect(await readPhotoFile('photo-000007')).not.toBeNull();
    expect(await readPhotoFile('photo-sent')).toBeNull();
  });

  it('drops files whose entry is gone, but not one stored a moment ago', async () => {
    const now = Date.now();
    await savePhotoFile('photo-old', { accountId: staff, eventId, name: 'a.jpg', type: 'image/jpeg', bytes: new ArrayBuffer(8), storedAt: now - 120_000 });
    await savePhotoFile('photo-new', { accountId: staff, eventId, name: 'b.jpg', type: 'image/jpeg', bytes: new ArrayBuffer(8), storedAt: now });
    await savePhotoFile('photo-live', { accountId: staff, eventId, name: 'c.jpg', type: 'image/jpeg', bytes: new ArrayBuffer(8), storedAt: now - 120_000 });
    expect(await forgetOrphanPhotoFiles(new Set(['photo-live']), now)).toBe(1);
    expect(await readPhotoFile('photo-old')).toBeNull();
    expect(await readPhotoFile('photo-new')).not.toBeNull();
    expect(await readPhotoFile('photo-live')).not.toBeNull();
  });
});
