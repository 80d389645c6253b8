import { packDataBytes } from './pack-size.ts';
import { getPack, savePart, setPackStatus } from './pack-store.ts';
import { packVersion } from './pack-schemas.ts';
import { picturesOf, syncEventPack, type PackSyncDeps } from './sync-pack.ts';
import { warmImages } from './warm-images.ts';

// "Make available offline" (event menu): refresh every part of the pack, then fetch every
// picture once so the service worker keeps it, with progress for the bar, and remember the size.
// The data is a small share of the wait; the images are most of it.
const dataShare = 30;

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

export async function makeEventAvailableOffline(eventId: string, deps: PackSyncDeps & { warm?: typeof warmImages }): Promise<DownloadResult> {
  const now = deps.now ?? Date.now;
  setPackStatus(eventId, { download: { percent: 0, label: 'Downloading the schedule, attendees and matches…' } });
  try {
    const synced = await syncEventPack(eventId, deps);
    // Nothing reached the server and nothing was saved before: there is nothing to keep.
    if (!synced.ok && getPack(eventId).meta?.syncedAt == null) return { ok: false, bytes: 0 };
    setPackStatus(eventId, { download: { percent: dataShare, label: 'Saving pictures…' } });
    const images = await (deps.warm ?? warmImages)(allPictures(eventId), (done, total) =>
      setPackStatus(eventId, {
        download: { percent: total ? Math.round(dataShare + ((100 - dataShare) * done) / total) : 100, label: `Saving pictures… ${done} of ${total}` },
      }),
    );
    const pack = getPack(eventId);
    const dataBytes = packDataBytes(pack);
    const offline = { at: now(), dataBytes, imageBytes: images.bytes, images: images.images };
    await savePart(eventId, 'meta', { version: packVersion, eventId, savedAt: now(), syncedAt: pack.meta?.syncedAt ?? null, offline });
    return { ok: synced.ok, bytes: dataBytes + images.bytes };
  } finally {
    setPackStatus(eventId, { download: null });
  }
}
