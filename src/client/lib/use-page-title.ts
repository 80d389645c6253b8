import { useEffect } from 'react';
import { pageTitle } from '#shared/rules/page-title.ts';
import { getBrand } from './brand.ts';

/** Sets document.title to '{page} | {brand}', or the default title when page is empty. */
export function usePageTitle(page: string | null | undefined): void {
  useEffect(() => {
    document.title = pageTitle(page, getBrand());
  }, [page]);
}
