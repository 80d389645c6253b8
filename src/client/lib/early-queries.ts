import { earlyQueryKey, firstScreenAsks } from '#shared/rules/first-screen-asks.ts';
import { askEarly, takeEarly } from './early-answers.ts';

// On a first visit to an event page, the page's entry (boot.ts) asks for what the page waits for
// before drawing (the event itself on every page; the programme and the custom fields on the
// event home) while the app's code is still on its way, as it does for the screen's feed
// (event-pack/early-feed.ts). Otherwise each question leaves only once the app has started and
// its router has read the address: on venue Wi-Fi (150 ms round trip, CPU 4×) that was 2 s after
// the page's start, and the answers came 0.35-0.7 s later (issue 35). The app's tRPC client
// takes each answer once (early-answer-link.ts), matched by procedure and input. The list of
// what is asked is shared with the server, which asks the same when it draws the screen
// (#shared/rules/first-screen-asks.ts).

/** Starts what the event page at `pathname` waits for, if it is one. */
export function startEarlyQueries(pathname: string): void {
  for (const query of firstScreenAsks(pathname).queries) askEarly(query.key, query.url);
}

/** The early answer for the query `path` with `input`, once. */
export function takeEarlyQuery(path: string, input: unknown): Promise<Response> | undefined {
  return takeEarly(earlyQueryKey(path, input));
}
