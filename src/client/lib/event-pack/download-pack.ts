import { packDataBytes } from './pack-size.ts';
import { getPack, savePart, setPackStatus } from './pack-store.ts';
import { packVersion } from './pack-schemas.ts';
import type { PackMeta } from './pack-types.ts';
import { picturesOf, syncEventPack, type PackSyncDeps } from './sync-pack.ts';
import { warmImages } from './warm-images.ts';

// "Make available offline" (event menu): refresh every part of the pack, then fetch every
// picture once so the service worker keeps it, and remember the size. The event opens offline
// as soon as its data is kept: that is said at once ("Available offline"), and the pictures go on
// with their own progress. For the 5,000-person event the data is kept in seconds, while its
// 2,000 pictures take well over a minute on venue Wi-Fi (issue 35, decision 0095); until a
// picture is kept, the person's initials stand in for it.

export interface DownloadResult {
  ok: boolean;
  bytes: number;
}

/**
 * The same pictures a background sync warms (picturesOf: avatars, the album's newest thumbnails,
 * logos, updates' and activities' pictures), plus matches'. Not avatars alone: the album and the
 * stands' logos would open offline with broken pictures.
 */
function allPictures(eventId: string): string[] {
  const pack = getPack(eventId);
  const sources = picturesOf(pack);
  for (const match of pack.matches?.items ?? []) if (match.person.picture) sources.add(match.person.picture.src);
  return [...sources];
}

async function saveOfflineInfo(eventId: string, offline: NonNullable<PackMeta['offline']>, now: () => number): Promise<void> {
  const pack = getPack(eventId);
  await savePart(eventId, 'meta', { version: packVersion, eventId, savedAt: now(), syncedAt: pack.meta?.syncedAt ?? null, offline });
}

export async function makeEventAvailableOffline(eventId: string, deps: PackSyncDeps & { warm?: typeof warmImages }): Promise<DownloadResult> {
  const now = deps.now ?? Date.now;
  // The progress bar's second half (the event's pages took the first: offline-pack-panel.tsx).
  setPackStatus(eventId, { download: { percent: 50, label: 'Downloading the schedule, attendees and matches…' } });
  try {
    const synced = await syncEventPack(eventId, deps);
    // Nothing reached the server and nothing was saved before: there is nothing to keep.
    if (!synced.ok && getPack(eventId).meta?.syncedAt == null) return { ok: false, bytes: 0 };
    const dataBytes = packDataBytes(getPack(eventId));
    const before = getPack(eventId).meta?.offline ?? null;
    // The event opens offline from here: the pictures kept last time still count. The pictures'
    // line is set first, so the summary never shows as finished in between.
    const sources = allPictures(eventId);
    setPackStatus(eventId, { pictures: { done: 0, total: sources.length } });
    await saveOfflineInfo(eventId, { at: now(), dataBytes, imageBytes: before?.imageBytes ?? 0, images: before?.images ?? 0 }, now);
    setPackStatus(eventId, { download: null });
    const images = await (deps.warm ?? warmImages)(sources, (done, total) => setPackStatus(eventId, { pictures: { done, total } }));
    await saveOfflineInfo(eventId, { at: now(), dataBytes, imageBytes: images.bytes, images: images.images }, now);
    return { ok: synced.ok, bytes: dataBytes + images.bytes };
  } finally {
    setPackStatus(eventId, { download: null, pictures: null });
  }
}
