import type { PackMeta } from '#client/lib/event-pack/pack-types.ts';
import type { PackStatus } from '#client/lib/event-pack/pack-store.ts';
import { formatBytes } from '#client/lib/event-pack/pack-size.ts';
import { clockTime } from '#client/lib/clock-time.ts';
import type { AppOffline } from '#client/stores/pwa-store.ts';

/**
 * "Available offline · 1.2 MB · updated 10:42", or null before the first "Make available offline".
 * While its pictures are still being saved: "Available offline · saving pictures, 340 of 2,000".
 */
export function offlineSummary(meta: PackMeta | null, pictures: PackStatus['pictures'] = null): string | null {
  if (!meta?.offline) return null;
  if (pictures) return `Available offline · saving pictures, ${pictures.done.toLocaleString()} of ${pictures.total.toLocaleString()}`;
  const bytes = meta.offline.dataBytes + meta.offline.imageBytes;
  return `Available offline · ${formatBytes(bytes)} · updated ${clockTime(meta.syncedAt ?? meta.offline.at)}`;
}

/**
 * Beside a saved event while the app itself is not yet kept on the device (the first visit's
 * service worker still installing, or refused): the event's data alone does not open offline.
 */
export function eventOfflineCaveat(appOffline: AppOffline, brand: string): string | null {
  if (appOffline === 'saving') return `Opens with no network as soon as ${brand} itself is saved on this device, in a few seconds.`;
  if (appOffline === 'failed') return `This browser has not kept ${brand} itself for offline use, so the event opens only with a connection.`;
  return null;
}
