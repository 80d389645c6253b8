import { eventFeedUrl } from '#shared/api-paths.ts';
import { tabHoldsOfflinePreview } from '../offline-preview/preview-storage-key.ts';

// On a first visit to the schedule or the attendee list, the page's entry (boot.ts) asks for the
// feed that screen shows while the app's code is still on its way: on a slow link that overlaps
// the biggest answer with the code instead of waiting for the app to start, learn the event and
// then ask. The pack's first whole download (pack-api.ts) takes the answer instead of asking again.
// Tiny and with no library: it is part of the page's entry.

const screenFeeds = { schedule: 'schedule', attendees: 'directory' } as const;
const feedPage = /^\/event\/([^/]+)\/(schedule|attendees)\/?$/;
const started = new Map<string, Promise<Response>>();

/** Starts the feed the page at `pathname` shows first, if it shows one; as readFeed asks (credentials, a trace id). */
export function startEarlyFeed(pathname: string): void {
  const match = feedPage.exec(pathname);
  // No network, or a tab previewing the event offline (which must send nothing): the app reads
  // what is saved instead.
  if (!match || (typeof navigator !== 'undefined' && navigator.onLine === false) || tabHoldsOfflinePreview()) return;
  const url = eventFeedUrl(decodeURIComponent(match[1]!), screenFeeds[match[2] as keyof typeof screenFeeds]);
  const answer = fetch(url, { credentials: 'include', headers: { 'trace-id': crypto.randomUUID() } });
  // A failure is the taker's to see (it reads the promise); unclaimed, it must not be reported as unhandled.
  answer.catch(() => undefined);
  started.set(url, answer);
}

/** The early answer for `url`, once: later downloads ask the server themselves. */
export function takeEarlyFeed(url: string): Promise<Response> | undefined {
  const answer = started.get(url);
  started.delete(url);
  return answer;
}
