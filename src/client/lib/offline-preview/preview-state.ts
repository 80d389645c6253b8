import * as z from 'zod/mini';
import { parseJson, readStoredText } from '#client/stores/browser-storage.ts';
import { previewStorageKey as storageKey } from './preview-storage-key.ts';

// "Preview as an attendee, offline": whether this tab is in the simulated airplane
// mode, kept in sessionStorage so it survives reloads within the preview and ends with the tab.
// 'preparing' = still online, saving the event as an attendee's first visit would; 'offline' =
// the network is cut (network-cut.ts). No library besides zod/mini: main.tsx reads it first.

/** A preview left on by mistake ends by itself (a forgotten tab must not stay offline for days). */
export const previewMaxAgeMs = 4 * 60 * 60 * 1000;

const previewStateSchema = z.object({
  version: z.literal(1),
  eventId: z.string().check(z.minLength(1), z.maxLength(100)),
  phase: z.enum(['preparing', 'offline']),
  startedAt: z.number(),
});

export type OfflinePreview = z.infer<typeof previewStateSchema>;

const listeners = new Set<() => void>();
let current: OfflinePreview | null | undefined;

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function readStored(now: number): OfflinePreview | null {
  const parsed = previewStateSchema.safeParse(parseJson(readStoredText(sessionStore(), storageKey)));
  if (!parsed.success) return null;
  return now - parsed.data.startedAt > previewMaxAgeMs || parsed.data.startedAt > now + 60_000 ? null : parsed.data;
}

function write(next: OfflinePreview | null): void {
  current = next;
  try {
    if (next) sessionStore()?.setItem(storageKey, JSON.stringify(next));
    else sessionStore()?.removeItem(storageKey);
  } catch {
    // Blocked storage: the preview then lasts until this page is reloaded, which also ends it.
  }
  for (const listener of listeners) listener();
}

/** The preview of this tab, or null (read from sessionStorage once per page). */
export function readOfflinePreview(now = Date.now()): OfflinePreview | null {
  if (current === undefined) current = readStored(now);
  return current;
}

export function subscribeOfflinePreview(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Starts a preview of the event: first the preparing step (online), then offline. */
export function beginOfflinePreview(eventId: string, now = Date.now()): OfflinePreview {
  const next: OfflinePreview = { version: 1, eventId, phase: 'preparing', startedAt: now };
  write(next);
  return next;
}

export function markPreviewOffline(): void {
  const preview = readOfflinePreview();
  if (preview) write({ ...preview, phase: 'offline' });
}

export function endOfflinePreview(): void {
  write(null);
}

/**
 * `/event/{id}?preview=offline` starts a preview of that event; `?preview=off` on any page ends
 * one (a way out that needs no button). Returns the address without the parameter, or null
 * when the address has none.
 */
export function readPreviewRequest(url: URL): { start: string | null; stop: boolean; cleaned: string } | null {
  const asked = url.searchParams.get('preview');
  if (asked === null) return null;
  const cleanedUrl = new URL(url.href);
  cleanedUrl.searchParams.delete('preview');
  const cleaned = `${cleanedUrl.pathname}${cleanedUrl.search}${cleanedUrl.hash}`;
  const eventId = /^\/event\/([^/]+)(?:\/|$)/.exec(url.pathname)?.[1];
  if (asked === 'offline' && eventId) return { start: decodeURIComponent(eventId), stop: false, cleaned };
  return { start: null, stop: asked === 'off', cleaned };
}

/** For tests: forget what this page read. */
export function resetOfflinePreviewForTests(): void {
  current = undefined;
  listeners.clear();
}
