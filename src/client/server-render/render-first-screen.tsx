import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import type { DrawnFirstScreen, FirstScreenRequest } from '#shared/contracts/first-screen-render.ts';
import type { HallwayEvent } from '#shared/contracts/event.ts';
import { firstScreenAsks, packPartPage } from '#shared/rules/first-screen-asks.ts';
import { drawForTimeZone } from '#shared/rules/kept-formats.ts';
import { App } from '#client/app.tsx';
import { queryClient, router as appRouter } from '#client/router.tsx';
import { setBrand } from '#client/lib/brand.ts';
import { takeRenderedTitle } from '#client/lib/use-page-title.ts';
import { forgetEarlyAnswers, keepEarlyAnswer } from '#client/lib/early-answers.ts';
import { takeEarlyFeed } from '#client/lib/event-pack/early-feed.ts';
import { fetchScheduleFeed } from '#client/lib/event-pack/event-feed.ts';
import { mergeSchedule } from '#client/lib/event-pack/pack-merge.ts';
import { emptyPack, initialStatus, resetPackStore, usePackStore } from '#client/lib/event-pack/pack-store.ts';
import { forgetDirectoryFirstPages, readDirectoryFirstPage } from '#client/features/attendees/hooks/use-directory-first-page.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { useEventStore } from '#client/stores/event-store.ts';
import { resetStoresMadeHere } from './zustand-on-server.ts';

// The server draws an event screen's first view into the page of a cold, signed-in visit (the
// event home, the schedule, the attendee list: src/server/http/first-screen-page.ts), so a phone
// on venue Wi-Fi shows the screen as soon as the HTML and the stylesheet are in, not after the
// ~215 kB of the app's code (issue 35). This module is that drawing: the app's own router and
// components, given the answers the server asked for with the visitor's cookie, exactly those the
// page's entry would have asked for (#shared/rules/first-screen-asks.ts). The page shows the
// markup inert, as it shows a saved first screen (lib/first-screen/), and the live page replaces it.
// Built for Node on its own (src/build/first-screen-renderer.ts), with `zustand` pointing at
// zustand-on-server.ts, and run one render at a time (render-worker.ts): the app keeps its state
// in module singletons (stores, the query cache), so every render starts and ends with them empty.

function forgetEverything(): void {
  queryClient.clear();
  resetPackStore();
  forgetEarlyAnswers();
  forgetDirectoryFirstPages();
  drawForTimeZone(null);
  // Last: the pack store's reset above is a store too.
  resetStoresMadeHere();
}

/** The event as its early answer says (`{ result: { data } }`), or null. */
function eventOf(body: string | undefined): HallwayEvent | null {
  if (body === undefined) return null;
  const data = (JSON.parse(body) as { result?: { data?: unknown } }).result?.data;
  return typeof data === 'object' && data !== null && 'id' in data ? (data as HallwayEvent) : null;
}

/** Sets what the screen reads that no loader fetches: the screen's pack part or its first page, from the held answers. */
async function seedScreenData(pathname: string): Promise<void> {
  const part = packPartPage(pathname);
  if (!part) return;
  // Read from the (empty) phone, and being brought to it: what the live page of a first visit says until it is saved.
  usePackStore.setState({ packs: { [part.eventId]: emptyPack }, status: { [part.eventId]: { ...initialStatus, loaded: true, syncing: true } } });
  if (part.part === 'directory') {
    await readDirectoryFirstPage(part.eventId);
    return;
  }
  const feed = firstScreenAsks(pathname).feed;
  const early = feed ? takeEarlyFeed(feed.key) : undefined;
  if (!early) return;
  const schedule = mergeSchedule(null, await fetchScheduleFeed(() => early, part.eventId), Date.now());
  usePackStore.setState((state) => ({ packs: { ...state.packs, [part.eventId]: { ...emptyPack, schedule } } }));
}

/** React's marks of a Suspense boundary drawn as its fallback (a lazy part not loaded yet). */
const fallbackMark = '<!--$!-->';
const maxPasses = 4;

/**
 * Renders until no part is drawn as its fallback: the signed-in header's parts are lazy, and a
 * lazy part loads on the first render that meets it (its code is in this one file: a moment).
 * Not React's streaming prerender: it outlines late parts and moves them in with inline scripts,
 * which the page's CSP refuses (and a page showing someone's data must never run).
 */
async function renderSettled(render: () => string): Promise<string> {
  let html = '';
  for (let pass = 0; pass < maxPasses; pass++) {
    takeRenderedTitle();
    html = render();
    if (!html.includes(fallbackMark)) break;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return html;
}

/**
 * Draws the page at `request.path` for the signed-in visitor, or returns null when the router
 * would send them elsewhere (not a member, not found, a redirect): the page then starts as usual.
 */
export async function renderFirstScreen(request: FirstScreenRequest): Promise<DrawnFirstScreen | null> {
  forgetEverything();
  try {
    const url = new URL(request.path, 'http://page.invalid');
    const asks = firstScreenAsks(url.pathname);
    for (const ask of [...asks.queries, ...(asks.feed ? [asks.feed] : [])]) {
      const body = request.answers[ask.key];
      if (body !== undefined) keepEarlyAnswer(ask.key, body);
    }
    const event = eventOf(request.answers[asks.queries[0]?.key ?? '']);
    if (!event) return null;
    setBrand(request.brand);
    drawForTimeZone(request.timeZone ?? event.timeZone);
    useSessionStore.setState({ authenticated: true, account: request.account, verified: true });
    useEventStore.getState().setActiveEvent(event);
    await seedScreenData(url.pathname);
    const router = createRouter({
      ...appRouter.options,
      history: createMemoryHistory({ initialEntries: [request.path] }),
      isServer: true,
      // On the server it writes an inline script, which the page's CSP refuses.
      scrollRestoration: false,
    });
    await router.load();
    // Sent elsewhere (a redirect), or a page that is not the screen (not found, an error): nothing to draw.
    const { location, matches } = router.state;
    if (location.href !== request.path || matches.length === 0 || matches.some((match) => match.status !== 'success')) return null;
    const html = await renderSettled(() =>
      renderToString(
        <StrictMode>
          <App cacheRestored={null} router={router} />
        </StrictMode>,
      ),
    );
    return { html, title: takeRenderedTitle() };
  } finally {
    forgetEverything();
  }
}
