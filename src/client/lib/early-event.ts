import { trpcUrl } from '#shared/api-paths.ts';
import { askEarly, takeEarly } from './early-answers.ts';

// On a first visit to any page of an event, the page's entry (boot.ts) asks for the event itself
// (`event.byId`, which every event page waits for) while the app's code is still on its way, as
// it does for the screen's feed (event-pack/early-feed.ts). Otherwise the question leaves only
// once the app has started and its router has read the address: on venue Wi-Fi (150 ms round
// trip, CPU 4×) that was 2 s after the page's start, and the answer came 0.35 s later (issue 35).
// The app's tRPC client takes the answer (early-answer-link.ts).

const eventPage = /^\/event\/([^/]+)(\/|$)/;
const keyOf = (id: string) => `event.byId:${id}`;

/** The address tRPC's httpLink asks `event.byId` at: one query, its input as JSON. */
export function eventByIdUrl(id: string): string {
  return `${trpcUrl}/event.byId?input=${encodeURIComponent(JSON.stringify({ id }))}`;
}

/** Starts `event.byId` for the event page at `pathname`, if it is one. */
export function startEarlyEvent(pathname: string): void {
  const match = eventPage.exec(pathname);
  if (!match) return;
  const id = decodeURIComponent(match[1]!);
  askEarly(keyOf(id), eventByIdUrl(id));
}

/** The early answer for the event `id`, once. */
export function takeEarlyEvent(id: string): Promise<Response> | undefined {
  return takeEarly(keyOf(id));
}
