import { useEffect } from 'react';
import { pageTitle } from '#shared/rules/page-title.ts';
import { getBrand } from './brand.ts';

/**
 * The title the last page rendered without a document asked for: pages rendered to HTML at
 * build time (src/build/) run no effects, so this is how their <title> is known.
 */
let renderedTitle: string | null = null;

function noteRenderedTitle(title: string): void {
  renderedTitle = title;
}

/** The title asked for since the last call (null when none), for the build-time render. */
export function takeRenderedTitle(): string | null {
  const title = renderedTitle;
  renderedTitle = null;
  return title;
}

/** Sets document.title to '{page} | {brand}', or the default title when page is empty. */
export function usePageTitle(page: string | null | undefined): void {
  if (typeof document === 'undefined') noteRenderedTitle(pageTitle(page, getBrand()));
  useEffect(() => {
    document.title = pageTitle(page, getBrand());
  }, [page]);
}
