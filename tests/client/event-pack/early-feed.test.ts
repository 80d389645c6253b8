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

  it("the attendee list asks for the directory's first page (not the whole directory); other pages ask for nothing", () => {
    const fetch = vi.fn(answer);
    vi.stubGlobal('fetch', fetch);
    startEarlyFeed('/event/e1/attendees');
    startEarlyFeed('/event/e1');
    startEarlyFeed('/event/e1/polls');
    startEarlyFeed('/events');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/events/e1/feeds/directory/first']);
    expect(takeEarlyFeed('/api/events/e1/feeds/directory')).toBeUndefined();
    expect(takeEarlyFeed('/api/events/e1/feeds/directory/first')).toBeDefined();
  });

  it('asks for nothing with no network, nor in a tab previewing the event offline (it must send nothing)', () => {
    const fetch = vi.fn(answer);
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('navigator', { onLine: false });
    startEarlyFeed('/event/e1/schedule');
    vi.stubGlobal('navigator', { onLine: true });
    const held = new Map([['hallway-offline-preview', '{"phase":"offline"}']]);
    vi.stubGlobal('sessionStorage', { getItem: (key: string) => held.get(key) ?? null });
    startEarlyFeed('/event/e1/attendees');
    expect(fetch).not.toHaveBeenCalled();
    expect(takeEarlyFeed('/api/events/e1/feeds/schedule')).toBeUndefined();
  });
});
