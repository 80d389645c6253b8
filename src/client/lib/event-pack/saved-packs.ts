import { createStore, delMany, getMany, keys, type UseStore } from 'idb-keyval';
import { usePackStore } from './pack-store.ts';
import { packDataBytes } from './pack-size.ts';
import { readPack } from './pack-storage.ts';

// What "On this phone" lists: the events whose pack this account keeps on the device, read from
// the pack records' keys (`{accountId}:{eventId}:{part}`, pack-storage.ts) and their meta records.

export interface SavedPack {
  eventId: string;
  /** Last use on this device (ms). */
  savedAt: number | null;
  /** Last answer from the server (ms). */
  syncedAt: number | null;
  /** Stored data plus warmed images, as measured by "Make available offline"; else the data alone. */
  bytes: number;
}

let store: UseStore | null = null;
const packDatabase = () => (store ??= createStore('hallway-event-packs', 'packs'));

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

async function measure(eventId: string, meta: Record<string, unknown> | null): Promise<number> {
  const offline = meta?.offline as { dataBytes?: unknown; imageBytes?: unknown } | null | undefined;
  if (offline && typeof offline.dataBytes === 'number' && typeof offline.imageBytes === 'number') return offline.dataBytes + offline.imageBytes;
  return packDataBytes(await readPack(eventId));
}

/** The account's saved events, the most recently used first; [] when storage cannot be read. */
export async function listSavedPacks(accountId: string): Promise<SavedPack[]> {
  try {
    const prefix = `${accountId}:`;
    const metaKeys = (await keys(packDatabase())).filter((key): key is string => typeof key === 'string' && key.startsWith(prefix) && key.endsWith(':meta'));
    const metas = await getMany(metaKeys, packDatabase());
    const packs = await Promise.all(
      metaKeys.map(async (key, i) => {
        const eventId = key.slice(prefix.length, -':meta'.length);
        const meta = (typeof metas[i] === 'object' && metas[i] !== null ? metas[i] : null) as Record<string, unknown> | null;
        return { eventId, savedAt: numberOrNull(meta?.savedAt), syncedAt: numberOrNull(meta?.syncedAt), bytes: await measure(eventId, meta) };
      }),
    );
    return packs.sort((a, b) => (b.savedAt ?? 0) - (a.savedAt ?? 0));
  } catch (error) {
    console.warn('Could not list the events saved on this device', error);
    return [];
  }
}

/** Forgets one event's pack on this device (opening the event online downloads it again). */
export async function removeSavedPack(accountId: string, eventId: string): Promise<void> {
  const prefix = `${accountId}:${eventId}:`;
  const mine = (await keys(packDatabase())).filter((key) => typeof key === 'string' && key.startsWith(prefix));
  await delMany(mine, packDatabase());
  usePackStore.setState((state) => {
    const { [eventId]: _pack, ...packs } = state.packs;
    const { [eventId]: _status, ...status } = state.status;
    return { packs, status };
  });
}
