import type { WorkboxPlugin } from 'workbox-core/types.js';
import { contentLengthOf, fitsEntryCap } from './album-cache-rules.ts';

/**
 * A Workbox plugin that keeps only complete answers of at most `maxEntryBytes`, so a cache's size
 * is bounded by its entry count (ExpirationPlugin) × this cap. An answer over the cap is still
 * shown, just not kept. It replaces Workbox's default check (status 200), so it checks that too.
 */
export function entrySizeCap(maxEntryBytes: number): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ response }) => {
      let size = contentLengthOf(response.headers.get('content-length'));
      // No length given (a compressed or chunked answer): measure a copy of the body.
      if (size === null && response.status === 200) size = (await response.clone().blob()).size;
      return fitsEntryCap(response.status, size, maxEntryBytes) ? response : null;
    },
  };
}
