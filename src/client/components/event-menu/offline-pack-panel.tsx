import { useEffect, useState } from 'react';
import { useRouter, type AnyRouter } from '@tanstack/react-router';
import type { HallwayEvent } from '#shared/contracts/event.ts';
import { postFeedFor } from '#shared/rules/post-feeds.ts';
import { buttonStyles } from '../ui/button-styles.ts';
import { DownloadIcon } from '../ui/icons.tsx';
import { deviceUsage, formatBytes } from '#client/lib/event-pack/pack-size.ts';
import { initialStatus, loadPack, setPackStatus, usePackStore } from '#client/lib/event-pack/pack-store.ts';
import { useOnlineStatus } from '#client/lib/use-online-status.ts';
import { useEventStore } from '#client/stores/event-store.ts';
import { eventOfflineCaveat, offlineSummary } from './offline-pack-text.ts';
import { usePwaStore } from '#client/stores/pwa-store.ts';
import { getBrand } from '#client/lib/brand.ts';
import { EventOnThisPhone } from '../on-this-phone/event-on-this-phone.tsx';
import { packPartsFor } from '#client/lib/event-pack/pack-parts-for.ts';
import { IosEvictionNote } from './ios-eviction-note.tsx';

// "Make available offline": downloads every part of the event pack the event offers (the
// reader's own updates feed included) and warms the avatar cache, then runs every offered
// screen's loader so the person's own answers are saved too. The download code loads only when
// the button is pressed.
const runDownload = async (event: HallwayEvent, router: AnyRouter) => {
  const [{ makeEventAvailableOffline }, { createPackApi }, { preloadEventScreens }] = await Promise.all([
    import('#client/lib/event-pack/download-pack.ts'),
    import('#client/lib/event-pack/pack-api.ts'),
    import('./preload-event-screens.ts'),
  ]);
  // The screens first, with their own line on the progress bar: the summary shows only once all is kept.
  setPackStatus(event.id, { download: { percent: 0, label: 'Saving the event’s pages…' } });
  const screensFailed = await preloadEventScreens(router, event);
  const result = await makeEventAvailableOffline(event.id, {
    api: createPackApi(),
    parts: packPartsFor(event),
    postsFeed: postFeedFor(event.membership?.role ?? null, event.viewerPermissions),
  });
  return { ok: result.ok && screensFailed === 0 };
};

/** The pictures still being saved once the event already opens offline; initials stand in meanwhile. */
function PicturesProgress({ done, total }: { done: number; total: number }) {
  return (
    <div
      role="progressbar"
      aria-label="Saving pictures for offline use"
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={done}
      className="mt-2 h-1.5 w-48 max-w-full overflow-hidden rounded-full bg-gray-200 dark:bg-gray-800"
    >
      <div className="h-full rounded-full bg-primary-600 transition-[width] dark:bg-primary-400" style={{ width: `${total ? (100 * done) / total : 100}%` }} />
    </div>
  );
}

/** Only members have an event pack to download (the attendee pages are theirs). */
export function OfflinePackPanel({ eventId }: { eventId: string }) {
  const event = useEventStore((state) => (state.activeAttendee !== null && state.activeEvent?.id === eventId ? state.activeEvent : null));
  return event ? <PackPanel event={event} /> : null;
}

function PackPanel({ event }: { event: HallwayEvent }) {
  const eventId = event.id;
  const router = useRouter();
  const meta = usePackStore((state) => state.packs[eventId]?.meta ?? null);
  const status = usePackStore((state) => state.status[eventId]) ?? initialStatus;
  const online = useOnlineStatus();
  const appOffline = usePwaStore((state) => state.appOffline);
  const [failed, setFailed] = useState(false);
  const [device, setDevice] = useState<string | null>(null);
  useEffect(() => {
    void loadPack(eventId).catch(() => undefined);
    void deviceUsage().then((usage) => setDevice(usage ? `${formatBytes(usage.usage)} used on this device` : null));
  }, [eventId, meta]);
  const summary = offlineSummary(meta, status.pictures);
  const caveat = summary ? eventOfflineCaveat(appOffline, getBrand()) : null;
  const download = status.download;
  const start = () => {
    setFailed(false);
    void runDownload(event, router).then(
      (result) => setFailed(!result.ok),
      () => setFailed(true),
    );
  };
  return (
    <section aria-label="Offline use" className="mt-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800">
      {download ? (
        <div>
          <p className="text-sm font-semibold">{download.label}</p>
          <div
            role="progressbar"
            aria-label="Downloading for offline use"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={download.percent}
            className="mt-2 h-2 overflow-hidden rounded-full bg-gray-200 dark:bg-gray-800"
          >
            <div className="h-full rounded-full bg-primary-600 transition-[width] dark:bg-primary-400" style={{ width: `${download.percent}%` }} />
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            <p role="status" className="text-sm font-semibold">
              {summary ?? 'Not saved for offline use yet'}
            </p>
            {status.pictures ? <PicturesProgress done={status.pictures.done} total={status.pictures.total} /> : null}
            {caveat ? <p className="text-sm text-amber-800 dark:text-amber-300">{caveat}</p> : null}
            <IosEvictionNote />
            {failed ? <p className="text-sm text-red-700 dark:text-red-400">Could not download everything. Try again when you have a connection.</p> : null}
            {device ? <p className="text-xs text-gray-500 dark:text-gray-400">{device}</p> : null}
          </div>
          <button type="button" className={buttonStyles.secondary} onClick={start} disabled={!online || status.pictures !== null}>
            <DownloadIcon className="size-5" />
            {summary ? 'Update offline copy' : 'Make available offline'}
          </button>
        </div>
      )}
      {download ? null : <EventOnThisPhone eventId={eventId} version={meta} />}
    </section>
  );
}
