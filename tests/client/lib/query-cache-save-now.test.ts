// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { del, get } from 'idb-keyval';
import { persistedCacheKey } from '#client/lib/saved-query-cache.ts';
import { restoreQueryCache } from '#client/lib/query-cache-persistence.ts';

// One query client per file: the triggers listen on the page's window and document.
// Date.now stands still, so the throttled writer (which waits for Date.now to pass its next
// slot) writes only once, at the start: anything saved after that was saved at once.
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const savedText = async () => String((await get(persistedCacheKey)) ?? '');

describe('the saved query cache is written at once when it matters', () => {
  beforeEach(() => {
    const stoppedClock = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(stoppedClock);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await del(persistedCacheKey);
  });

  it('holds a screen’s first answer, and the page’s latest data when it is hidden, without waiting for the throttle', async () => {
    const queryClient = new QueryClient();
    await restoreQueryCache(queryClient);
    await queryClient.fetchQuery({ queryKey: ['events'], queryFn: () => Promise.resolve('Northern Lights Summit') });
    // The persister chunk loads on the first query; then the first answer is written at once.
    await expect.poll(savedText, { timeout: 4_000, interval: 20 }).toContain('Northern Lights Summit');

    // A later answer of the same query waits for the throttle; the page being hidden does not.
    queryClient.setQueryData(['events'], 'Harbour Days');
    queryClient.setQueryData(['events'], 'Harbour Days, moved');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await flush();
    await expect.poll(savedText, { timeout: 4_000, interval: 20 }).toContain('Harbour Days, moved');
  });
});
