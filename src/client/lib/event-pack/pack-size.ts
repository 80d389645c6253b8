import type { EventPackParts } from './pack-types.ts';

// "Available offline · 1.2 MB": an estimate from the stored JSON (UTF-8 bytes) plus the image
// bytes fetched to warm the cache. IndexedDB's own overhead is not counted; the device total
// comes from navigator.storage.estimate where the browser has it.

const encoder = new TextEncoder();

function jsonBytes(value: unknown): number {
  return value == null ? 0 : encoder.encode(JSON.stringify(value)).byteLength;
}

export function packDataBytes(pack: EventPackParts): number {
  return jsonBytes(pack.schedule) + jsonBytes(pack.directory) + jsonBytes(pack.matches) + jsonBytes(pack.agenda) + jsonBytes(pack.polls) + jsonBytes(pack.exhibitors) + jsonBytes(pack.sponsors) + jsonBytes(pack.posts) + jsonBytes(pack.album) + jsonBytes(pack.activities);
}

/** "820 kB", "1.2 MB" (decimal units, as storage settings show them). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} kB`;
  if (bytes < 1_000_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${(bytes / 1_000_000_000).toFixed(1)} GB`;
}

/** What the browser says this site uses on the device, or null where it cannot say. */
export async function deviceUsage(): Promise<{ usage: number; quota: number } | null> {
  try {
    const estimate = await navigator.storage?.estimate?.();
    if (!estimate || typeof estimate.usage !== 'number' || typeof estimate.quota !== 'number') return null;
    return { usage: estimate.usage, quota: estimate.quota };
  } catch {
    return null;
  }
}
