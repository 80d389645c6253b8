import { createTRPCClient, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { describe, expect, it } from 'vitest';
import { createPackApi } from '#client/lib/event-pack/pack-api.ts';
import type { FetchFeed } from '#client/lib/event-pack/event-feed.ts';
import { packSyncErrorText } from '#client/lib/event-pack/sync-errors.ts';
import type { AppRouter } from '#client/lib/trpc.ts';
import { eventId, makePerson, makeSession } from './pack-fakes.ts';

/** A tRPC client whose procedures answer from in-memory handlers, recording each call. */
function fakeClient(handlers: Record<string, (input: unknown) => unknown>) {
  const calls: Array<{ path: string; input: unknown }> = [];
  const link: TRPCLink<AppRouter> = () => ({ op }) =>
    observable((observer) => {
      calls.push({ path: op.path, input: op.input });
      Promise.resolve()
        .then(() => handlers[op.path]!(op.input))
        .then(
          (data) => {
            observer.next({ result: { type: 'data', data } });
            observer.complete();
          },
          (error: unknown) => observer.error(TRPCClientError.from(error as Error)),
        );
    });
  return { client: createTRPCClient<AppRouter>({ links: [link] }), calls };
}

function fakeFeeds(answers: Record<string, { status?: number; body: unknown }>) {
  const requested: string[] = [];
  const fetchFeed: FetchFeed = async (url) => {
    requested.push(url);
    const answer = answers[url];
    if (!answer) return new Response('{}', { status: 404 });
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetchFeed, requested };
}

const feedUrl = (feed: string) => `/api/events/${eventId}/feeds/${feed}`;
const fullSchedule = { eventId, timeZone: 'Europe/Berlin', sessions: [makeSession(1)], removedSessionIds: [], full: true, cursor: 10 };

describe('the event pack API', () => {
  it('takes whole answers from the shared feeds and deltas from tRPC', async () => {
    const delta = { ...fullSchedule, sessions: [], full: false, cursor: 20 };
    const { client, calls } = fakeClient({ 'schedule.get': () => delta });
    const feeds = fakeFeeds({ [feedUrl('schedule')]: { body: fullSchedule } });
    const api = createPackApi(async () => client, feeds.fetchFeed);

    expect(await api.schedule({ eventId })).toEqual(fullSchedule);
    expect(feeds.requested).toEqual([feedUrl('schedule')]);
    expect(calls).toEqual([]);

    expect(await api.schedule({ eventId, since: 10 })).toEqual(delta);
    expect(calls).toEqual([{ path: 'schedule.get', input: { eventId, since: 10 } }]);
  });

  it('lays the viewer’s overlay over the shared directory, in name order, the overlay’s copy winning', async () => {
    const zoe = makePerson(1, { firstName: 'Zoe', lastName: 'Able' });
    const me = makePerson(2, { firstName: 'Mia', lastName: 'Zed' });
    const adam = makePerson(3, { firstName: 'Adam', lastName: 'Young' });
    const friend = makePerson(4, { firstName: 'Fay', lastName: 'Friend' });
    const shared = { eventId, people: [zoe, { ...me, headline: 'old' }, adam], removedAttendeeIds: [], full: true, cursor: 10 };
    const { client } = fakeClient({ 'attendees.directoryOverlay': () => ({ eventId, people: [me, friend] }) });
    const api = createPackApi(async () => client, fakeFeeds({ [feedUrl('directory')]: { body: shared } }).fetchFeed);

    const directory = await api.directory({ eventId });
    expect(directory.people.map((person) => person.firstName)).toEqual(['Adam', 'Fay', 'Mia', 'Zoe']);
    expect(directory.people.find((person) => person.attendeeId === me.attendeeId)?.headline).toBe('');
    expect(directory).toMatchObject({ full: true, cursor: 10, removedAttendeeIds: [] });
  });

  it('reads a refused feed by its code, as a refused procedure is read', async () => {
    const refusal = { error: { message: 'You may not do this in this event', code: -32003, data: { code: 'FORBIDDEN', httpStatus: 403, reason: null } } };
    const { client } = fakeClient({});
    const api = createPackApi(async () => client, fakeFeeds({ [feedUrl('schedule')]: { status: 403, body: refusal } }).fetchFeed);
    const error = await api.schedule({ eventId }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(packSyncErrorText(error)).toBe('This event is not available to your account.');
  });

  it('says a feature switched off is not offered, not that the account may not see the event', async () => {
    const refusal = { error: { message: 'This feature is turned off for this event', code: -32003, data: { code: 'FORBIDDEN', httpStatus: 403, reason: 'FEATURE_OFF' } } };
    const { client } = fakeClient({});
    const api = createPackApi(async () => client, fakeFeeds({ [feedUrl('schedule')]: { status: 403, body: refusal } }).fetchFeed);
    const error = await api.schedule({ eventId }).catch((caught: unknown) => caught);
    expect(packSyncErrorText(error)).toBe("This feature isn't offered at this event.");
  });

  it('refuses a feed answer that does not match the contract', async () => {
    const { client } = fakeClient({});
    const api = createPackApi(async () => client, fakeFeeds({ [feedUrl('schedule')]: { body: { ...fullSchedule, sessions: [{ id: 1 }] } } }).fetchFeed);
    await expect(api.schedule({ eventId })).rejects.toThrow();
  });
});
