import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarlyFeed, takeEarlyFeed } from '#client/lib/event-pack/early-feed.ts';

const answer = (_url: string, _init?: RequestInit) => Promise.resolve(new Response('{}'));

afterEach(() => vi.unstubAllGlobals());

describe("a first visit's screen data asked for by the page's entry", () => {
  it('the schedule asks for the schedule feed, once, as the pack would (with the sign-in cookie)', async () => {
    const fetch = vi.fn(answer);
    vi.stubGlobal('fetch', fetch);
    startEarlyFeed('/event/e%201/schedule');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/events/e%201/feeds/schedule');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
    expect(takeEarlyFeed('/api/events/e%201/feeds/schedule')).toBeInstanceOf(Promise);
    // Taken once: a later download asks the server itself.
    expect(takeEarlyFeed('/api/events/e%201/feeds/schedule')).toBeUndefined();
  });

  it('the attendee list asks for the directory; other pages ask for nothing', () => {
    const fetch = vi.fn(answer);
    vi.stubGlobal('fetch', fetch);
    startEarlyFeed('/event/e1/attendees');
    startEarlyFeed('/event/e1');
    startEarlyFeed('/event/e1/polls');
    startEarlyFeed('/events');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/events/e1/feeds/directory']);
    expect(takeEarlyFeed('/api/events/e1/feeds/directory')).toBeDefined();
  });
});
