import { firstScreenAsks } from '#shared/rules/first-screen-asks.ts';
import { askEarly, takeEarly } from '../early-answers.ts';

// On a first visit to the schedule or the attendee list, the page's entry (boot.ts) asks for what
// that screen shows first while the app's code is still on its way, instead of waiting for the app
// to start, learn the event and then ask. The schedule: its whole feed, which the pack's first
// download (pack-api.ts) takes instead of asking again. The attendee list: the directory's first
// page (use-directory-first-page.ts), a few kB, not the whole directory (233 kB for 5,000 people),
// which on a slow link shared it with the app's code and put the first name at 3.6 s (issue 35);
// the pack asks for the whole directory once the app runs.
// Tiny and with no library: it is part of the page's entry (the asking is early-answers.ts's).

/** Starts the feed the page at `pathname` shows first, if it shows one; as readFeed asks (credentials, a trace id). */
export function startEarlyFeed(pathname: string): void {
  const feed = firstScreenAsks(pathname).feed;
  if (feed) askEarly(feed.key, feed.url);
}

/** The early answer for `url`, once: later downloads ask the server themselves. */
export function takeEarlyFeed(url: string): Promise<Response> | undefined {
  return takeEarly(url);
}
