import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTRPCClient, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '#client/lib/trpc.ts';
import { earlyAnswerLink } from '#client/lib/early-answer-link.ts';
import { startEarlyQueries } from '#client/lib/early-queries.ts';
import { earlyQueryUrl } from '#shared/rules/first-screen-asks.ts';

const eventByIdUrl = (id: string) => earlyQueryUrl('event.byId', { id });

// A first visit to an event page asks for what the page waits for (the event; on the event home its
// programme and custom fields too) from the page's entry, before the app's code has arrived; the
// app's tRPC client then takes each answer instead of asking again (issue 35).

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
  return {
    asked,
    byId: (id: string) => client.event.byId.query({ id }) as Promise<unknown>,
    program: (eventId: string) => client.event.program.query({ eventId }) as Promise<unknown>,
  };
}

const answering = (body: unknown, status = 200) => vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));

describe("an event page's first visit", () => {
  it('asks for the event from any page of it, with the sign-in cookie; not from other pages, nor offline', () => {
    const fetch = answering({ result: { data: {} } });
    vi.stubGlobal('fetch', fetch);
    startEarlyQueries('/event/e%201/schedule');
    startEarlyQueries('/event/e2/');
    startEarlyQueries('/events');
    startEarlyQueries('/me/code');
    vi.stubGlobal('navigator', { onLine: false });
    startEarlyQueries('/event/e3');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      eventByIdUrl('e 1'),
      eventByIdUrl('e2'),
      '/api/trpc/event.program?input=%7B%22eventId%22%3A%22e2%22%7D',
      '/api/trpc/event.attributes?input=%7B%22id%22%3A%22e2%22%7D',
    ]);
    expect(eventByIdUrl('e 1')).toBe('/api/trpc/event.byId?input=%7B%22id%22%3A%22e%201%22%7D');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it('the app takes that answer for its first read of the event, and asks the server for later ones', async () => {
    vi.stubGlobal('fetch', answering({ result: { data: { id: 'e1', name: 'Early' } } }));
    startEarlyQueries('/event/e1');
    const { asked, byId } = clientWithServer();
    expect(await byId('e1')).toEqual({ id: 'e1', name: 'Early' });
    expect(asked).toEqual([]);
    expect(await byId('e1')).toEqual({ id: 'from the server' });
    expect(asked).toEqual(['event.byId']);
  });

  it("takes an answer only for the same procedure and input: the event home's programme, not another event's", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => new Response(JSON.stringify({ result: { data: { early: decodeURIComponent(url) } } }))),
    );
    startEarlyQueries('/event/e7');
    const { asked, byId, program } = clientWithServer();
    expect(await program('e8')).toEqual({ id: 'from the server' });
    expect(await program('e7')).toEqual({ early: '/api/trpc/event.program?input={"eventId":"e7"}' });
    expect(await byId('e7')).toEqual({ early: '/api/trpc/event.byId?input={"id":"e7"}' });
    expect(asked).toEqual(['event.program']);
  });

  it('a refused or unreadable early answer is asked again the usual way', async () => {
    vi.stubGlobal('fetch', answering({ error: { message: 'UNAUTHORIZED' } }, 401));
    startEarlyQueries('/event/e1');
    vi.stubGlobal('fetch', vi.fn(async () => new Response('not json')));
    startEarlyQueries('/event/e2');
    const { asked, byId } = clientWithServer();
    expect(await byId('e1')).toEqual({ id: 'from the server' });
    expect(await byId('e2')).toEqual({ id: 'from the server' });
    expect(asked).toEqual(['event.byId', 'event.byId']);
  });
});
