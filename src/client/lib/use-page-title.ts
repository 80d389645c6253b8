import { useEffect, useSyncExternalStore } from 'react';
import { pageTitle } from '#shared/rules/page-title.ts';
import { getBrand } from './brand.ts';

// Every route names its page in `staticData.pageTitle` (route-title.ts reads it on every move, so
// a page without a title of its own never keeps the previous page's). A page that knows a better
// title once its data is there (an event's or a person's name) asks for it with usePageTitle; it
// holds while that page is mounted and gives way to the route's title when it unmounts.

/**
 * The title the last page rendered without a document asked for: pages rendered to HTML at
 * build time (src/build/) run no effects, so this is how their <title> is known.
 */
let renderedTitle: string | null = null;

export function noteRenderedTitle(title: string): void {
  renderedTitle = title;
}

/** The title asked for since the last call (null when none), for the build-time render. */
export function takeRenderedTitle(): string | null {
  const title = renderedTitle;
  renderedTitle = null;
  return title;
}

interface TitleRequest {
  page: string | null | undefined;
}

// Mounted pages' own titles, the latest last: the deepest page mounts (and asks) last.
let requests: readonly TitleRequest[] = [];
const listeners = new Set<() => void>();

function setRequests(next: readonly TitleRequest[]): void {
  requests = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The latest page's own title: undefined when no mounted page asked (null asks for the default title). */
export function useRequestedPageTitle(): TitleRequest | undefined {
  return useSyncExternalStore(
    subscribe,
    () => requests.at(-1),
    () => undefined,
  );
}

/**
 * Sets document.title to '{page} | {brand}' (the default title when page is null or empty) while
 * the page is mounted; undefined asks for nothing, so the route's title holds until the page knows
 * its name (a session's title once the pack is read).
 */
export function usePageTitle(page: string | null | undefined): void {
  if (typeof document === 'undefined' && page !== undefined) noteRenderedTitle(pageTitle(page, getBrand()));
  useEffect(() => {
    if (page === undefined) return;
    const request: TitleRequest = { page };
    setRequests([...requests, request]);
    // Also written here for pages drawn without the router (the landing page's own shell).
    document.title = pageTitle(page, getBrand());
    return () => setRequests(requests.filter((held) => held !== request));
  }, [page]);
}
