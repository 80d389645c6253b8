import { useEffect } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { pageTitle } from '#shared/rules/page-title.ts';
import { getBrand } from './brand.ts';
import { noteRenderedTitle, useRequestedPageTitle } from './use-page-title.ts';

/**
 * What a route calls its page: a name, null for the default title (the landing page), or a
 * name read from the search params (the attendee list under its speakers filter).
 */
export type RoutePageTitle = string | null | ((search: Record<string, unknown>) => string);

interface TitledMatch {
  staticData: { pageTitle?: RoutePageTitle };
  search: unknown;
}

/** The deepest matched route's page name; undefined when no route on the way names one. */
export function matchedPageTitle(matches: readonly TitledMatch[]): string | null | undefined {
  const match = matches.findLast((candidate) => candidate.staticData.pageTitle !== undefined);
  const title = match?.staticData.pageTitle;
  if (typeof title !== 'function') return title;
  const search = typeof match?.search === 'object' && match.search !== null ? (match.search as Record<string, unknown>) : {};
  return title(search);
}

/**
 * Keeps document.title on '{page} | {brand}' for the page on screen: its own title while it asks
 * for one (usePageTitle), otherwise its route's. Called once, by the root shell.
 */
export function useRouteTitle(): void {
  const routeTitle = useRouterState({ select: (state) => matchedPageTitle(state.matches) });
  const requested = useRequestedPageTitle();
  const title = pageTitle(requested ? requested.page : routeTitle, getBrand());
  if (typeof document === 'undefined') noteRenderedTitle(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
