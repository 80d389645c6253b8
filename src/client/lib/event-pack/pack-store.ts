import { create } from 'zustand';
import { useSessionStore } from '#client/stores/session-store.ts';
import { packEventInPath } from './pack-prefetch.ts';
import { deleteStoredPack, prunePacks, readPack, writePart } from './pack-storage.ts';
import type { EventPackParts, PackPart } from './pack-types.ts';

// The event packs this page has read, in memory, so every screen of an event renders from the
// same objects (and memoised search indexes survive navigation). IndexedDB stays the truth:
// every change is written there first.

interface PackProgress {
  /** 0–100 for the progress bar. */
  percent: number;
  label: string;
}

export interface PackStatus {
  loaded: boolean;
  syncing: boolean;
  /** Device ms of the last sync that reached the server. */
  lastSyncAt: number | null;
  /** Plain words when the last sync failed ("You're offline: showing saved data"). */
  error: string | null;
  download: PackProgress | null;
  /** The pictures "Make available offline" is still saving, after the event's data is kept. */
  pictures: { done: number; total: number } | null;
}

interface PackState {
  packs: Record<string, EventPackParts>;
  status: Record<string, PackStatus>;
}

export const emptyPack: EventPackParts = { schedule: null, directory: null, matches: null, agenda: null, polls: null, exhibitors: null, sponsors: null, posts: null, album: null, activities: null, meta: null };
export const initialStatus: PackStatus = { loaded: false, syncing: false, lastSyncAt: null, error: null, download: null, pictures: null };

export const usePackStore = create<PackState>()(() => ({ packs: {}, status: {} }));

// Another account signed in: what the previous one downloaded is not theirs to see.
useSessionStore.subscribe((state, previous) => {
  if (state.account?.id !== previous.account?.id) usePackStore.setState({ packs: {}, status: {} });
});

export function getPack(eventId: string): EventPackParts {
  return usePackStore.getState().packs[eventId] ?? emptyPack;
}

function getPackStatus(eventId: string): PackStatus {
  return usePackStore.getState().status[eventId] ?? initialStatus;
}

export function setPackStatus(eventId: string, patch: Partial<PackStatus>): void {
  usePackStore.setState((state) => ({ status: { ...state.status, [eventId]: { ...(state.status[eventId] ?? initialStatus), ...patch } } }));
}

/** Writes one part to IndexedDB, then shows it. */
export async function savePart<K extends PackPart>(eventId: string, part: K, value: NonNullable<EventPackParts[K]>): Promise<void> {
  await writePart(eventId, part, value);
  usePackStore.setState((state) => ({ packs: { ...state.packs, [eventId]: { ...(state.packs[eventId] ?? emptyPack), [part]: value } } }));
}

let pruned = false;
const loading = new Map<string, Promise<EventPackParts>>();

/** Reads the event's pack from IndexedDB once per page life (then, the first time, tidies other old packs). */
export function loadPack(eventId: string, now = Date.now()): Promise<EventPackParts> {
  if (getPackStatus(eventId).loaded) return Promise.resolve(getPack(eventId));
  let pending = loading.get(eventId);
  if (!pending) {
    pending = (async () => {
      const pack = await readPack(eventId);
      usePackStore.setState((state) => ({ packs: { ...state.packs, [eventId]: pack } }));
      setPackStatus(eventId, { loaded: true, lastSyncAt: pack.meta?.syncedAt ?? null });
      // Tidying comes after the page has its data, not before (it reads every pack's meta).
      if (!pruned) {
        pruned = true;
        void prunePacks(now, eventId);
      }
      return pack;
    })().finally(() => loading.delete(eventId));
    loading.set(eventId, pending);
  }
  return pending;
}

// Early start: the signed-in account is known synchronously (the saved session), so the pack of
// the event in the address bar can be read now, overlapping app start-up; the page's own
// loadPack() then joins this read instead of starting one after it mounts.
const earlyEvent = typeof location === 'undefined' || !useSessionStore.getState().account ? null : packEventInPath(location.pathname);
if (earlyEvent) void loadPack(earlyEvent).catch((error: unknown) => console.error(error));

/** "Remove" in On this phone: forgets the event's pack on the device and on this page (opening it online downloads it again). */
export async function removeSavedPack(accountId: string, eventId: string): Promise<void> {
  await deleteStoredPack(accountId, eventId);
  usePackStore.setState((state) => {
    const { [eventId]: _pack, ...packs } = state.packs;
    const { [eventId]: _status, ...status } = state.status;
    return { packs, status };
  });
}

/** For tests: forget what this page has read. */
export function resetPackStore(): void {
  usePackStore.setState({ packs: {}, status: {} });
  loading.clear();
  pruned = false;
}
