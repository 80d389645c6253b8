import { albumFileKind, albumNewestHeader } from '#shared/rules/album-image-cache.ts';
import { forEachAtMost } from '#shared/for-each-at-most.ts';

// The service worker keeps /uploads images cache-first (sw/images.ts, sw/album-images.ts): asking
// for each avatar thumbnail once, while online, puts the faces on the device for the attendee
// list offline. Album thumbnails are only ever warmed as an album's newest (the event pack's
// sync, the album page), so they carry the header that puts them in the worker's newest cache,
// which scrolling through older photos never empties.
const concurrency = 4;

function requestInit(src: string): RequestInit {
  const path = new URL(src, 'http://page.invalid').pathname;
  return albumFileKind(path) === 'thumbnail' ? { credentials: 'include', headers: { [albumNewestHeader]: '1' } } : { credentials: 'include' };
}

/** Fetches each distinct source once; returns the bytes received. A missing image never stops the rest. */
export async function warmImages(sources: readonly string[], onProgress?: (done: number, total: number) => void): Promise<{ bytes: number; images: number }> {
  const unique = [...new Set(sources)];
  let done = 0;
  let bytes = 0;
  let images = 0;
  onProgress?.(0, unique.length);
  await forEachAtMost(concurrency, unique, async (src) => {
    try {
      const response = await fetch(src, requestInit(src));
      if (response.ok) {
        bytes += (await response.arrayBuffer()).byteLength;
        images += 1;
      }
    } catch {
      // Offline or gone: the initials stand in for the picture.
    }
    onProgress?.(++done, unique.length);
  });
  return { bytes, images };
}
