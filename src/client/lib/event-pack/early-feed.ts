import { eventFeedUrl } from '#shared/api-paths.ts';
import { askEarly, takeEarly } from '../early-answers.ts';

// On a first visit to the schedule or the attendee list, the page's entry (boot.ts) asks for the
// feed that screen shows while the app's code is still on its way: on a slow link that overlaps
// the biggest answer with the code instead of waiting for the app to start, learn the event and
// then ask. The pack's first whole download (pack-api.ts) takes the answer instead of asking again.
// Tiny and with no library: it is part of the page's entry (the asking is early-answers.ts's).

const screenFeeds = { schedule: 'schedule', attendees: 'directory' } as const;
const feedPage = /^\/event\/([^/]+)\/(schedule|attendees)\/?$/;

/** Starts the feed the page at `pathname` shows first, if it shows one; as readFeed asks (credentials, a trace id). */
export function startEarlyFeed(pathname: string): void {
  const match = feedPage.exec(pathname);
  if (!match) return;
  const url = eventFeedUrl(decodeURIComponent(match[1]!), screenFeeds[match[2] as keyof typeof screenFeeds]);
  askEarly(url, url);
}

/** The early answer for `url`, once: later downloads ask the server themselves. */
export function takeEarlyFeed(url: string): Promise<Response> | undefined {
  return takeEarly(url);
}
