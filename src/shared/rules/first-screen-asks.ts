import { eventDirectoryFirstPageUrl, eventFeedUrl, trpcUrl } from '../api-paths.ts';

// What an event screen waits for before its first content, named once for the two that ask it:
// the page's entry on a first visit (src/client/lib/early-answers.ts asks it while the app's code
// is on its way) and the server when it draws that screen into the page itself
// (src/server/http/first-screen-page.ts asks itself, with the visitor's cookie). Imports no
// library: it is part of the page's entry.

/** One answer asked for early: kept under `key` until the app takes it (tRPC queries by procedure and input, feeds by address). */
interface EarlyAsk {
  key: string;
  url: string;
}

const eventPage = /^\/event\/([^/]+)(\/.*)?$/;
const eventHome = /^\/?$/;
const partPage = /^\/event\/([^/]+)\/(attendees|schedule)\/?$/;

/** The key a tRPC query's early answer is kept under: its procedure and its input exactly as the query passes it. */
export const earlyQueryKey = (path: string, input: unknown) => `trpc:${path}:${JSON.stringify(input)}`;

/** The address tRPC's httpLink asks one query at: the procedure, its input as JSON. */
export const earlyQueryUrl = (path: string, input: unknown) => `${trpcUrl}/${path}?input=${encodeURIComponent(JSON.stringify(input))}`;

/**
 * The event and the pack's part the page at `pathname` lists (the schedule, the directory), or
 * null: what the page's entry asks for early and the sync takes first (sync-pack.ts).
 */
export function packPartPage(pathname: string): { eventId: string; part: 'schedule' | 'directory' } | null {
  const match = partPage.exec(pathname);
  if (!match) return null;
  return { eventId: decodeURIComponent(match[1]!), part: match[2] === 'attendees' ? 'directory' : 'schedule' };
}

/** Whether `pathname` is the event's home (/event/{id}). */
export function eventHomeOf(pathname: string): string | null {
  const match = eventPage.exec(pathname);
  return match && eventHome.test(match[2] ?? '') ? decodeURIComponent(match[1]!) : null;
}

/** What an event page waits for: tRPC queries (the app's tRPC client takes them) and the screen's feed (the pack or the list takes it). */
export interface FirstScreenAsks {
  queries: EarlyAsk[];
  feed: EarlyAsk | null;
}

/**
 * What the event page at `pathname` waits for before its first content; nothing for other pages.
 * Every event page: the event itself. The event home: its loader's programme and custom fields.
 * The schedule: its whole feed (the pack's first download takes it). The attendee list: the
 * directory's first page (a few kB, not the whole directory, 233 kB for 5,000 people).
 */
export function firstScreenAsks(pathname: string): FirstScreenAsks {
  const match = eventPage.exec(pathname);
  if (!match) return { queries: [], feed: null };
  const id = decodeURIComponent(match[1]!);
  const query = (path: string, input: Record<string, string>): EarlyAsk => ({ key: earlyQueryKey(path, input), url: earlyQueryUrl(path, input) });
  const queries = [query('event.byId', { id })];
  if (eventHomeOf(pathname) !== null) queries.push(query('event.program', { eventId: id }), query('event.attributes', { id }));
  const part = packPartPage(pathname);
  const feedUrl = part && (part.part === 'schedule' ? eventFeedUrl(part.eventId, 'schedule') : eventDirectoryFirstPageUrl(part.eventId));
  return { queries, feed: feedUrl ? { key: feedUrl, url: feedUrl } : null };
}
