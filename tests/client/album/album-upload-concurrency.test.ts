import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrpcClient } from '#client/lib/trpc.ts';
import { albumUploadsAtOnce } from '#client/features/album/album-add-outbox-ops.ts';
import { readPhotoFile, savePhotoFile } from '#client/features/album/photo-file-store.ts';
import { useUploadProgressStore } from '#client/features/album/upload-progress-store.ts';
import { eventId, freshStore, makeOutbox, staff } from '../offline/outbox-fakes.ts';

// Queued photos upload two at a time, each once, each with its own progress; when one of two
// fails, the other is done and the failed one is judged by its own error. The network is the only
// fake: the op, the file store (IndexedDB) and the drain are the real ones.
let inFlight = 0;
let peak = 0;
const uploaded: string[] = [];
const progressSeen = new Map<string, number[]>();
let failWith: (key: string) => Error | null = () => null;

vi.mock('#client/features/album/upload-photo.ts', () => ({
  uploadPhoto: async (upload: { idempotencyKey: string }, onProgress?: (fraction: number) => void) => {
    inFlight += 1;
    peak = Math.max(peak, inFlight);
    try {
      // Both of a pair are in flight before either finishes (a few turns of the event loop).
      for (const fraction of [0.25, 0.5, 0.75]) {
        await new Promise((resolve) => setTimeout(resolve, 1));
        onProgress?.(fraction);
        const shown = useUploadProgressStore.getState().fractions[upload.idempotencyKey];
        if (shown !== undefined) progressSeen.set(upload.idempotencyKey, [...(progressSeen.get(upload.idempotencyKey) ?? []), shown]);
      }
      const error = failWith(upload.idempotencyKey);
      if (error) throw error;
      uploaded.push(upload.idempotencyKey);
      const id = `00000000-0000-4000-8000-${upload.idempotencyKey.slice(-12).padStart(12, '0')}`;
      return {
        photo: { id, src: `/uploads/${id}.webp`, thumbnailSrc: `/uploads/${id}-t.webp`, width: 4, height: 3, caption: '', uploaderId: staff, uploaderName: 'Ada', likes: 0, createdAt: 1 },
        status: 'visible',
      };
    } finally {
      inFlight -= 1;
    }
  },
}));

const noClient = {} as TrpcClient;
const refusal = (code: string, message: string) => Object.assign(new Error(message), { data: { code } });

async function queuePhotos(outbox: ReturnType<typeof makeOutbox>, keys: string[]) {
  for (const key of keys) {
    await savePhotoFile(key, { accountId: staff, eventId, name: `${key}.jpg`, type: 'image/jpeg', bytes: new Uint8Array(64).buffer, storedAt: Date.now() });
    await outbox.enqueue('album.add', { eventId, idempotencyKey: key, caption: '', fileName: `${key}.jpg`, bytes: 64 }, { summary: key, accountId: staff, idempotencyKey: key });
  }
}

beforeEach(() => {
  inFlight = 0;
  peak = 0;
  uploaded.length = 0;
  progressSeen.clear();
  failWith = () => null;
});

describe('album uploads, two at a time', () => {
  it('sends nine queued photos each once, never more than two at once, each with its own progress', async () => {
    const { store } = freshStore();
    const keys = Array.from({ length: 9 }, (_, i) => `upload-${String(i).padStart(6, '0')}`);
    await queuePhotos(makeOutbox({ store, client: noClient, isOnline: () => false }), keys);
    await makeOutbox({ store, client: noClient }).kick();
    expect(albumUploadsAtOnce).toBe(2);
    expect(peak).toBe(2);
    expect([...uploaded].sort()).toEqual(keys);
    expect((await store.read()).entries).toEqual([]);
    for (const key of keys) {
      expect(progressSeen.get(key)).toEqual([0.25, 0.5, 0.75]);
      expect(await readPhotoFile(key)).toBeNull();
    }
    // Nothing is left showing a bar once they are done.
    expect(useUploadProgressStore.getState().fractions).toEqual({});
  });

  it('keeps the one whose connection dropped for a later try while the other of the pair is added', async () => {
    const { store } = freshStore();
    failWith = (key) => (key === 'upload-000011' ? new Error('File upload request failed') : null);
    await queuePhotos(makeOutbox({ store, client: noClient, isOnline: () => false }), ['upload-000010', 'upload-000011']);
    await makeOutbox({ store, client: noClient }).kick();
    expect(uploaded).toEqual(['upload-000010']);
    const entries = (await store.read()).entries;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ idempotencyKey: 'upload-000011', state: 'pending', lastError: { code: 'NETWORK' } });
    expect(entries[0]!.serverFailures ?? 0).toBe(0);
    expect(await readPhotoFile('upload-000011')).not.toBeNull();
    expect(await readPhotoFile('upload-000010')).toBeNull();
  });

  it('sets aside a refused photo with its own code and reason, file kept for Retry or Discard, while its neighbour is added', async () => {
    const { store } = freshStore();
    failWith = (key) => (key === 'upload-000020' ? refusal('PAYLOAD_TOO_LARGE', 'This file is too big') : null);
    await queuePhotos(makeOutbox({ store, client: noClient, isOnline: () => false }), ['upload-000020', 'upload-000021', 'upload-000022']);
    await makeOutbox({ store, client: noClient }).kick();
    expect([...uploaded].sort()).toEqual(['upload-000021', 'upload-000022']);
    const entries = (await store.read()).entries;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ idempotencyKey: 'upload-000020', state: 'failed', lastError: { code: 'PAYLOAD_TOO_LARGE', message: 'This file is too big' } });
    expect(await readPhotoFile('upload-000020')).not.toBeNull();
  });

  it('retries both of a pair later when the network is gone for both', async () => {
    const { store } = freshStore();
    failWith = () => new Error('File upload request failed');
    await queuePhotos(makeOutbox({ store, client: noClient, isOnline: () => false }), ['upload-000030', 'upload-000031']);
    await makeOutbox({ store, client: noClient }).kick();
    const entries = (await store.read()).entries;
    expect(entries.map((entry) => [entry.idempotencyKey, entry.state, entry.lastError?.code])).toEqual([
      ['upload-000030', 'pending', 'NETWORK'],
      ['upload-000031', 'pending', 'NETWORK'],
    ]);
  });
});
