import { createStore, del, delMany, entries, get, set, type UseStore } from 'idb-keyval';
import { committingAtOnce } from '#client/lib/idb-write-now.ts';

// The photo files waiting in the outbox. The outbox keeps JSON payloads, so each file (its bytes,
// not a reference that could vanish) waits here under its upload's idempotency key until the
// server has it or the person discards it. Sign-out keeps it, as the outbox keeps its entry.

export interface StoredPhotoFile {
  accountId: string;
  eventId: string;
  name: string;
  type: string;
  /** Bytes rather than a Blob: every browser (and the tests' IndexedDB) clones an ArrayBuffer alike. */
  bytes: ArrayBuffer;
  storedAt: number;
}

let store: UseStore | null = null;
function fileStore(): UseStore {
  store ??= committingAtOnce(createStore('hallway-album-files', 'files'));
  return store;
}

// By tag, not instanceof: a buffer cloned by another realm (a worker, the tests' IndexedDB) is still one.
const isArrayBuffer = (value: unknown): value is ArrayBuffer => Object.prototype.toString.call(value) === '[object ArrayBuffer]';

function readRecord(value: unknown): StoredPhotoFile | null {
  const record = value as Partial<StoredPhotoFile> | null | undefined;
  if (!record || !isArrayBuffer(record.bytes) || typeof record.accountId !== 'string' || typeof record.eventId !== 'string') return null;
  return {
    accountId: record.accountId,
    eventId: record.eventId,
    name: typeof record.name === 'string' ? record.name : 'photo',
    type: typeof record.type === 'string' ? record.type : '',
    bytes: record.bytes,
    storedAt: typeof record.storedAt === 'number' ? record.storedAt : 0,
  };
}

export function savePhotoFile(idempotencyKey: string, file: StoredPhotoFile): Promise<void> {
  return set(idempotencyKey, file, fileStore());
}

export async function readPhotoFile(idempotencyKey: string): Promise<StoredPhotoFile | null> {
  return readRecord(await get(idempotencyKey, fileStore()));
}

export function forgetPhotoFile(idempotencyKey: string): Promise<void> {
  return del(idempotencyKey, fileStore());
}

/** Every stored file's key and size (for the storage figures), without reading the bytes twice. */
export async function listPhotoFiles(): Promise<Array<{ key: string; accountId: string; bytes: number; storedAt: number }>> {
  const all = await entries(fileStore());
  return all.flatMap(([key, value]) => {
    const record = readRecord(value);
    return typeof key === 'string' && record ? [{ key, accountId: record.accountId, bytes: record.bytes.byteLength, storedAt: record.storedAt }] : [];
  });
}

/**
 * Files whose outbox entry is gone (sent, or discarded in another tab). A file stored in the last
 * minute may still be waiting for its entry to be written, so it stays.
 */
export async function forgetOrphanPhotoFiles(liveKeys: ReadonlySet<string>, now: number, graceMs = 60_000): Promise<number> {
  const orphans = (await listPhotoFiles()).filter((file) => !liveKeys.has(file.key) && now - file.storedAt > graceMs).map((file) => file.key);
  if (orphans.length) await delMany(orphans, fileStore());
  return orphans.length;
}
