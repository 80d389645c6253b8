import type { PackMeta } from '#client/lib/event-pack/pack-types.ts';
import { formatBytes } from '#client/lib/event-pack/pack-size.ts';
import { clockTime } from '#client/lib/clock-time.ts';

/** "Available offline · 1.2 MB · updated 10:42", or null before the first "Make available offline". */
export function offlineSummary(meta: PackMeta | null): string | null {
  if (!meta?.offline) return null;
  const bytes = meta.offline.dataBytes + meta.offline.imageBytes;
  return `Available offline · ${formatBytes(bytes)} · updated ${clockTime(meta.syncedAt ?? meta.offline.at)}`;
}
