import { trpcUrl } from '#shared/api-paths.ts';
import { askEarly, takeEarly } from './early-answers.ts';

// On a first visit to an event page, the page's entry (boot.ts) asks for what the page waits for
// before drawing (the event itself on every page; the programme and the custom fields on the
// event home) while the app's code is still on its way, as it does for the screen's feed
// (event-pack/early-feed.ts). Otherwise each question leaves only once the app has started and
// its router has read the address: on venue Wi-Fi (150 ms round trip, CPU 4×) that was 2 s after
// the page's start, and the answers came 0.35-0.7 s later (issue 35). The app's tRPC client
// takes each answer once (early-answer-link.ts), matched by procedure and input.

/** A tRPC query as the app asks it: the procedure's path and its input exactly as the query passes it. */
export interface EarlyQuery {
  path: string;
  input: Record<string, string>;
}

const eventPage = /^\/event\/([^/]+)(\/.*)?$/;
const eventHome = /^\/?$/;

/** What the event page at `pathname` waits for before its first content; none for other pages. */
function earlyQueriesFor(pathname: string): EarlyQuery[] {
  const match = eventPage.exec(pathname);
  if (!match) return [];
  const id = decodeURIComponent(match[1]!);
  const queries: EarlyQuery[] = [{ path: 'event.byId', input: { id } }];
  // The event home's loader (routes/event/$eventId/index.tsx).
  if (eventHome.test(match[2] ?? '')) {
    queries.push({ path: 'event.program', input: { eventId: id } }, { path: 'event.attributes', input: { id } });
  }
  return queries;
}

const keyOf = (path: string, input: unknown) => `trpc:${path}:${JSON.stringify(input)}`;

/** The address tRPC's httpLink asks one query at: the procedure, its input as JSON. */
export function earlyQueryUrl({ path, input }: EarlyQuery): string {
  return `${trpcUrl}/${path}?input=${encodeURIComponent(JSON.stringify(input))}`;
}

/** Starts what the event page at `pathname` waits for, if it is one. */
export function startEarlyQueries(pathname: string): void {
  for (const query of earlyQueriesFor(pathname)) askEarly(keyOf(query.path, query.input), earlyQueryUrl(query));
}

/** The early answer for the query `path` with `input`, once. */
export function takeEarlyQuery(path: string, input: unknown): Promise<Response> | undefined {
  return takeEarly(keyOf(path, input));
}
