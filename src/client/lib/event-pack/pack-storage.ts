import { createStore, del, delMany, getMany, keys, set, type UseStore } from 'idb-keyval';
import { committingAtOnce } from '../idb-write-now.ts';
import { packRetentionMs } from '#shared/rules/pack-retention.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { packSchemas } from './pack-schemas.ts';
import { packDataBytes } from './pack-size.ts';
import { packParts, type EventPackParts, type PackPart } from './pack-types.ts';

// Event packs live in their own IndexedDB database, apart from the query cache, so they outlast
// the persister's 7-day maxAge and its build-id buster: a pack stays until it has not been
// touched for `packRetentionMs`, whatever happens to the cache. This module is the one place
// that reads and writes it: parts, tidying, and the list "On this phone" shows.

;

let store: UseStore | null = null;
/** Made on first use (not at import), so tests and pages without packs open no database. */
function packStore(): UseStore {
  // Every transaction committed at once: see lib/idb-write-now.ts (WebKit's back/forward cache).
  store ??= committingAtOnce(createStore('hallway-event-packs', 'packs'));
  return store;
}

// Keys start with the signed-in account: what one account may see (people visible only to its
// connections) is never read back for another account signed in on the same device.
const owner = () => useSessionStore.getState().account?.id ?? 'signed-out';
const prefixOf = (eventId: string, accountId = owner()) => `${accountId}:${eventId}`;
const keyOf = (eventId: string, part: PackPart, accountId = owner()) => `${prefixOf(eventId, accountId)}:${part}`;
const partKeys = (prefix: string) => packParts.map((part) => `${prefix}:${part}`);

/** Checks one record read back; a record that does not pass is deleted so the next sync downloads it again. */
async function checkPart<K extends PackPart>(eventId: string, part: K, value: unknown, accountId: string): Promise<EventPackParts[K]> {
  if (value === undefined) return null;
  const parsed = packSchemas[part].safeParse(value);
  if (parsed.success && parsed.data.eventId === eventId) return parsed.data as EventPackParts[K];
  const key = keyOf(eventId, part, accountId);
  console.warn(`Dropped an unreadable offline record (${key}); it will be downloaded again.`);
  await del(key, packStore()).catch(() => undefined);
  return null;
}

/** The event's pack of the signed-in account (or of `accountId`), each part checked. */
export async function readPack(eventId: string, accountId = owner()): Promise<EventPackParts> {
  let values: unknown[];
  try {
    // One transaction for all the parts rather than one each.
    values = await getMany(packParts.map((part) => keyOf(eventId, part, accountId)), packStore());
  } catch (error) {
    console.error('Could not read the offline event data', error);
    values = [];
  }
  const checked = await Promise.all(packParts.map((part, i) => checkPart(eventId, part, values[i], accountId)));
  return Object.fromEntries(packParts.map((part, i) => [part, checked[i]])) as unknown as EventPackParts;
}

/** The stored form of a part: the directory's people go to disk as an array (see pack-schemas.ts). */
function storedForm<K extends PackPart>(part: K, value: NonNullable<EventPackParts[K]>): unknown {
  if (part !== 'directory') return value;
  const directory = value as NonNullable<EventPackParts['directory']>;
  return { ...directory, people: Object.values(directory.people) };
}

export function writePart<K extends PackPart>(eventId: string, part: K, value: NonNullable<EventPackParts[K]>): Promise<void> {
  return set(keyOf(eventId, part), storedForm(part, value), packStore());
}

/**
 * Forgets packs (of any account) nobody opened for `packRetentionMs` (the meta record carries the
 * last use), except the one of `openingEventId`, which is on screen.
 */
export async function prunePacks(now: number, openingEventId?: string): Promise<string[]> {
  const pruned: string[] = [];
  try {
    // Only the keys and the small meta records: `entries()` would also read (and structured-clone)
    // every directory of 5,000 people on the device just to look at their dates.
    const metaKeys = (await keys(packStore())).filter((key): key is string => typeof key === 'string' && key.endsWith(':meta'));
    const metas = await getMany(metaKeys, packStore());
    for (const [i, key] of metaKeys.entries()) {
      const savedAt = (metas[i] as { savedAt?: unknown } | null | undefined)?.savedAt;
      if (typeof savedAt === 'number' && now - savedAt <= packRetentionMs) continue;
      const prefix = key.slice(0, -':meta'.length);
      if (openingEventId !== undefined && prefix.endsWith(`:${openingEventId}`)) continue;
      await delMany(partKeys(prefix), packStore());
      pruned.push(prefix.slice(prefix.indexOf(':') + 1));
    }
  } catch (error) {
    console.warn('Could not tidy the offline event data', error);
  }
  return pruned;
}

/** Everything one account downloaded (for sign-out on a shared device). */
export async function forgetAccountPacks(accountId: string): Promise<void> {
  try {
    const mine = (await keys(packStore())).filter((key) => typeof key === 'string' && key.startsWith(`${accountId}:`));
    await delMany(mine, packStore());
  } catch (error) {
    console.warn('Could not forget the offline event data', error);
  }
}

/** One event kept on the device, as "On this phone" lists it. */
export interface SavedPack {
  eventId: string;
  /** Last use on this device (ms). */
  savedAt: number | null;
  /** Last answer from the server (ms). */
  syncedAt: number | null;
  /** Stored data plus warmed images, as measured by "Make available offline"; else the data alone. */
  bytes: number;
}

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

async function measure(eventId: string, accountId: string, meta: Record<string, unknown> | null): Promise<number> {
  const offline = meta?.offline as { dataBytes?: unknown; imageBytes?: unknown } | null | undefined;
  if (offline && typeof offline.dataBytes === 'number' && typeof offline.imageBytes === 'number') return offline.dataBytes + offline.imageBytes;
  return packDataBytes(await readPack(eventId, accountId));
}

/**
 * The account's saved events (`only`: just that one), the most recently used first, read from
 * the keys and the small meta records; [] when storage cannot be read.
 */
export async function listSavedPacks(accountId: string, only?: string): Promise<SavedPack[]> {
  try {
    const prefix = `${accountId}:`;
    const metaKeys = (await keys(packStore())).filter(
      (key): key is string => typeof key === 'string' && key.startsWith(prefix) && key.endsWith(':meta') && (only === undefined || key === `${prefix}${only}:meta`),
    );
    const metas = await getMany(metaKeys, packStore());
    const packs = await Promise.all(
      metaKeys.map(async (key, i) => {
        const eventId = key.slice(prefix.length, -':meta'.length);
        const meta = (typeof metas[i] === 'object' && metas[i] !== null ? metas[i] : null) as Record<string, unknown> | null;
        return { eventId, savedAt: numberOrNull(meta?.savedAt), syncedAt: numberOrNull(meta?.syncedAt), bytes: await measure(eventId, accountId, meta) };
      }),
    );
    return packs.sort((a, b) => (b.savedAt ?? 0) - (a.savedAt ?? 0));
  } catch (error) {
    console.warn('Could not list the events saved on this device', error);
    return [];
  }
}

/** Deletes one event's records of one account (pack-store.ts's removeSavedPack also forgets them in memory). */
export async function deleteStoredPack(accountId: string, eventId: string): Promise<void> {
  const prefix = `${prefixOf(eventId, accountId)}:`;
  const mine = (await keys(packStore())).filter((key) => typeof key === 'string' && key.startsWith(prefix));
  await delMany(mine, packStore());
}
