import { describe, expect, it } from 'vitest';
import { isJustFetched } from '#client/lib/load-query.ts';

// "Just fetched" spares a page a second request for what its route read a moment ago. An answer
// restored from the saved cache was fetched by an earlier page, and may be older than a change
// made just before a reload (WebKit flow 8: a feature switched on showed off again after a reload).

describe('isJustFetched', () => {
  it('holds for an answer this page fetched under two seconds ago', () => {
    // Half a second ago, or at this page's start if it began later than that.
    expect(isJustFetched(Math.max(performance.timeOrigin, Date.now() - 500))).toBe(true);
  });

  it('does not hold for an answer two seconds old or more', () => {
    expect(isJustFetched(Date.now() - 2_500)).toBe(false);
  });

  it('does not hold for an answer from before this page started, however recent', () => {
    const beforeThisPage = performance.timeOrigin - 1;
    expect(Date.now() - beforeThisPage).toBeLessThan(60_000 * 60);
    expect(isJustFetched(beforeThisPage)).toBe(false);
  });
});
