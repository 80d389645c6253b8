import type { RosterPerson } from '#shared/contracts/check-in.ts';

// The service worker caches images as they are fetched; asking for every thumbnail once, while
// online, puts the whole roster's faces on the device for the green screen offline.
const concurrency = 4;

export async function warmPhotos(people: readonly RosterPerson[], onProgress: (done: number, total: number) => void): Promise<void> {
  const sources = [...new Set(people.flatMap((p) => (p.picture ? [p.picture.src] : [])))];
  if (!sources.length) return;
  let next = 0;
  let done = 0;
  onProgress(0, sources.length);
  const worker = async () => {
    while (next < sources.length) {
      const src = sources[next++];
      // A missing photo is not a reason to stop: the initials stand in for it.
      if (src) await fetch(src, { credentials: 'include' }).then((r) => r.arrayBuffer(), () => undefined).catch(() => undefined);
      onProgress(++done, sources.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, sources.length) }, worker));
}
