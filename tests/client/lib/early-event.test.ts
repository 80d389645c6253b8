import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTRPCClient, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '#client/lib/trpc.ts';
import { earlyAnswerLink } from '#client/lib/early-answer-link.ts';
import { eventByIdUrl, startEarlyEvent } from '#client/lib/early-event.ts';

// A first visit to an event page asks for the event from the page's entry, before the app's code
// has arrived; the app's tRPC client then takes that answer instead of asking again (issue 35).

afterEach(() => vi.unstubAllGlobals());

/** A tRPC client whose last link stands in for the server, counting what reaches it. */
function clientWithServer() {
  const asked: string[] = [];
  const server: TRPCLink<AppRouter> = () => ({ op }) =>
    observable((observer) => {
      asked.push(op.path);
      observer.next({ result: { type: 'data', data: { id: 'from the server' } } });
      observer.complete();
    });
  const client = createTRPCClient<AppRouter>({ links: [earlyAnswerLink(), server] });
  return { asked, byId: (id: string) => client.event.byId.query({ id }) as Promise<unknown> };
}

const answering = (body: unknown, status = 200) => vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));

describe("an event page's first visit", () => {
  it('asks for the event from any page of it, with the sign-in cookie; not from other pages, nor offline', () => {
    const fetch = answering({ result: { data: {} } });
    vi.stubGlobal('fetch', fetch);
    startEarlyEvent('/event/e%201/schedule');
    startEarlyEvent('/event/e2');
    startEarlyEvent('/events');
    startEarlyEvent('/me/code');
    vi.stubGlobal('navigator', { onLine: false });
    startEarlyEvent('/event/e3');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([eventByIdUrl('e 1'), eventByIdUrl('e2')]);
    expect(eventByIdUrl('e 1')).toBe('/api/trpc/event.byId?input=%7B%22id%22%3A%22e%201%22%7D');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it('the app takes that answer for its first read of the event, and asks the server for later ones', async () => {
    vi.stubGlobal('fetch', answering({ result: { data: { id: 'e1', name: 'Early' } } }));
    startEarlyEvent('/event/e1');
    const { asked, byId } = clientWithServer();
    expect(await byId('e1')).toEqual({ id: 'e1', name: 'Early' });
    expect(asked).toEqual([]);
    expect(await byId('e1')).toEqual({ id: 'from the server' });
    expect(asked).toEqual(['event.byId']);
  });

  it('a refused or unreadable early answer is asked again the usual way', async () => {
    vi.stubGlobal('fetch', answering({ error: { message: 'UNAUTHORIZED' } }, 401));
    startEarlyEvent('/event/e1');
    vi.stubGlobal('fetch', vi.fn(async () => new Response('not json')));
    startEarlyEvent('/event/e2');
    const { asked, byId } = clientWithServer();
    expect(await byId('e1')).toEqual({ id: 'from the server' });
    expect(await byId('e2')).toEqual({ id: 'from the server' });
    expect(asked).toEqual(['event.byId', 'event.byId']);
  });
});
