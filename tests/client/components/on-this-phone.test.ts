import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { savedAgeText } from '#client/components/on-this-phone/saved-age.ts';
import { savedEventNames } from '#client/lib/saved-event-names.ts';

describe('"On this phone" words', () => {
  const now = Date.UTC(2026, 10, 24, 12);
  it('says how old the saved copy is', () => {
    expect(savedAgeText(null, now)).toBe('not updated yet');
    expect(savedAgeText(now - 20_000, now)).toBe('updated just now');
    expect(savedAgeText(now - 5 * 60_000, now)).toBe('updated 5 min ago');
    expect(savedAgeText(now - 3 * 3_600_000, now)).toBe('updated 3 h ago');
    expect(savedAgeText(now - 24 * 3_600_000, now)).toBe('updated 1 day ago');
    expect(savedAgeText(now - 6 * 24 * 3_600_000, now)).toBe('updated 6 days ago');
  });

  it('names saved events from the saved event pages and lists, and nothing else', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData([['event', 'byId'], { input: { id: 'e1' }, type: 'query' }], { id: 'e1', name: 'Northern Lights Summit' });
    queryClient.setQueryData([['event', 'list'], { input: { filter: 'all' }, type: 'query' }], { items: [{ id: 'e2', name: 'Harbour Days' }] });
    queryClient.setQueryData([['people', 'list'], { input: {}, type: 'query' }], { items: [{ id: 'p1', name: 'Ada' }] });
    expect(Object.fromEntries(savedEventNames(queryClient))).toEqual({ e1: 'Northern Lights Summit', e2: 'Harbour Days' });
  });
});
