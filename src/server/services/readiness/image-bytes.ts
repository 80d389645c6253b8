import { keyOfUrl, type UploadStorage } from '../uploads/storage.ts';

// What the pictures a phone warms weigh. Each stored file's size is asked once and remembered
// (uploads never change under their random name). Past `sampled` pictures, an even sample stands
// for the rest (a 5,000-person directory would otherwise cost 5,000 file lookups on the first
// visit): the figure then says it is an estimate.

const sampled = 48;

/**
 * What Chromium's Cache Storage keeps for each cached answer beside its body: the request URL as
 * the key, the response's headers and its metadata record: about a kilobyte in Chromium (Cache
 * Storage usage less the bodies and the compiled scripts). Beside small avatars that is a real
 * share of their weight, so it is counted.
 */
const cacheEntryOverheadBytes = 1_000;
const sizes = new Map<string, number | null>();
const sizesMax = 50_000;

async function sizeOf(storage: UploadStorage, src: string): Promise<number | null> {
  if (sizes.has(src)) return sizes.get(src)!;
  const key = keyOfUrl(src);
  const opened = key ? await storage.open(key).catch(() => null) : null;
  // Only the size is wanted: close the file at once.
  opened?.body.destroy();
  const size = opened?.size ?? null;
  if (sizes.size >= sizesMax) sizes.clear();
  sizes.set(src, size);
  return size;
}

export interface ImageBytes {
  count: number;
  bytes: number;
  estimated: boolean;
}

export async function imageBytes(storage: UploadStorage, sources: readonly string[]): Promise<ImageBytes> {
  if (sources.length === 0) return { count: 0, bytes: 0, estimated: false };
  const estimated = sources.length > sampled;
  const sample = estimated ? Array.from({ length: sampled }, (_, i) => sources[Math.floor((i * sources.length) / sampled)]!) : [...sources];
  const found = (await Promise.all(sample.map((src) => sizeOf(storage, src)))).filter((size): size is number => size !== null);
  if (found.length === 0) return { count: 0, bytes: 0, estimated };
  const share = found.length / sample.length;
  const average = found.reduce((sum, size) => sum + size, 0) / found.length;
  // Pictures that are not ours or no longer stored are skipped by the phone too (initials stand in).
  const count = Math.round(sources.length * share);
  return { count, bytes: Math.round((average + cacheEntryOverheadBytes) * count), estimated };
}
