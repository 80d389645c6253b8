import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore, set, get, clear } from 'idb-keyval';
import { syncEventPack } from '#client/lib/event-pack/sync-pack.ts';
import { getPack, loadPack, resetPackStore } from '#client/lib/event-pack/pack-store.ts';
import { forgetAccountPacks, prunePacks, readPack, writePart } from '#client/lib/event-pack/pack-storage.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { makeAccount } from '../helpers/factories.ts';
import { packVersion } from '#client/lib/event-pack/pack-schemas.ts';
import { eventId, fakePackApi, makeMatch, makePerson, makeSession, uuid } from './pack-fakes.ts';

const day = 24 * 60 * 60 * 1000;
const idb = createStore('hallway-event-packs', 'packs');
const noPending = async () => [];

beforeEach(async () => {
  resetPackStore();
  await clear(idb);
});

describe('event pack store', () => {
  it('saves a first download and reads it back after a restart', async () => {
    const { api } = fakePackApi({ sessions: [makeSession(1), makeSession(2)], people: [makePerson(1)], matches: [makeMatch(makePerson(1))], agenda: [uuid('c', 2)] });
    const result = await syncEventPack(eventId, { api, pendingAgenda: noPending });
    expect(result.ok).toBe(true);
    resetPackStore();
    const pack = await loadPack(eventId);
    expect(Object.keys(pack.schedule!.sessions)).toHaveLength(2);
    expect(pack.schedule!.timeZone).toBe('Europe/Berlin');
    expect(pack.directory!.people[uuid('a', 1)]!.firstName).toBe('Person1');
    expect(pack.matches!.items).toHaveLength(1);
    expect(pack.agenda).toMatchObject({ programIds: [uuid('c', 2)], feedUrl: '/api/agenda/secret-token.ics' });
    expect(pack.meta!.syncedAt).toBeTypeOf('number');
  });

  it("syncs the open screen's part first (the attendee list: the directory), and the others once it is drawn", async () => {
    const fake = fakePackApi({ sessions: [makeSession(1)], people: [makePerson(1)] });
    const seenWhenDrawn: string[][] = [];
    await syncEventPack(eventId, {
      api: fake.api,
      pendingAgenda: noPending,
      first: 'directory',
      afterFirstPart: async () => {
        seenWhenDrawn.push(fake.calls.map((call) => call.what));
        expect(getPack(eventId).directory).not.toBeNull();
      },
    });
    expect(seenWhenDrawn).toEqual([['directory']]);
    expect(fake.calls.map((call) => call.what).slice(0, 3)).toEqual(['directory', 'schedule', 'agenda']);
    expect(getPack(eventId).schedule).not.toBeNull();
  });

  it('asks with `since` the second time and merges changes and removals', async () => {
    const fake = fakePackApi({ sessions: [makeSession(1), makeSession(2)], people: [makePerson(1), makePerson(2)] });
    await syncEventPack(eventId, { api: fake.api, pendingAgenda: noPending });
    fake.state.sessions = [makeSession(1, { title: 'Renamed', updatedAt: 5 }), makeSession(3)];
    fake.state.removedSessionIds = [uuid('c', 2)];
    fake.state.people = [];
    fake.state.removedAttendeeIds = [uuid('a', 2)];
    fake.state.cursor = 200;
    await syncEventPack(eventId, { api: fake.api, pendingAgenda: noPending });
    expect(fake.calls.filter((c) => c.what === 'schedule').map((c) => c.input)).toEqual([{ eventId }, { eventId, since: 100 }]);
    const pack = await readPack(eventId);
    expect(Object.values(pack.schedule!.sessions).map((s) => s.title).sort()).toEqual(['Renamed', 'Session 3']);
    expect(pack.schedule!.cursor).toBe(200);
    expect(Object.keys(pack.directory!.people)).toEqual([uuid('a', 1)]);
  });

  it('drops a person removed by a delta from the matches too (a hidden person never shows)', async () => {
    const hidden = makePerson(2);
    const fake = fakePackApi({ people: [makePerson(1), hidden], matches: [makeMatch(hidden)] });
    await syncEventPack(eventId, { api: fake.api, pendingAgenda: noPending });
    fake.state.people = [];
    fake.state.removedAttendeeIds = [hidden.attendeeId];
    await syncEventPack(eventId, { api: fake.api, pendingAgenda: noPending });
    expect(getPack(eventId).matches!.items).toEqual([]);
  });

  it('drops a record that fails validation and downloads it again in full', async () => {
    const fake = fakePackApi({ sessions: [makeSession(1)] });
    await syncEventPack(eventId, { api: fake.api, pendingAgenda: noPending });
    const key = (await import('idb-keyval')).keys;
    const scheduleKey = (await key(idb)).find((k) => String(k).endsWith(':schedule'))!;
    await set(scheduleKey, { version: packVersion, eventId, sessions: 'garbage' }, idb);
    resetPackStore();
    expect((await loadPack(eventId)).schedule).toBeNull();
    expect(await get(scheduleKey, idb)).toBeUndefined();
    await syncEventPack(eventId, { api: fake.api, pendingAgenda: noPending });
    expect(fake.calls.filter((c) => c.what === 'schedule').at(-1)!.input).toEqual({ eventId });
  });

  it('keeps a pack unused for 8 days and forgets one unused for 31', async () => {
    const now = Date.now();
    const meta = (savedAt: number, id: string) => ({ version: packVersion as 1, eventId: id, savedAt, syncedAt: savedAt, offline: null });
    const recent = uuid('b', 1);
    const old = uuid('b', 2);
    await writePart(recent, 'meta', meta(now - 8 * day, recent));
    await writePart(recent, 'agenda', { version: packVersion, eventId: recent, savedAt: now - 8 * day, programIds: ['x'], feedUrl: null });
    await writePart(old, 'meta', meta(now - 31 * day, old));
    await writePart(old, 'agenda', { version: packVersion, eventId: old, savedAt: now - 31 * day, programIds: ['y'], feedUrl: null });
    await loadPack(recent, now);
    expect(getPack(recent).agenda!.programIds).toEqual(['x']);
    // Tidied after the opened pack is on screen, not before.
    await vi.waitFor(async () => expect((await readPack(old)).agenda).toBeNull());
    expect((await readPack(recent)).agenda!.programIds).toEqual(['x']);
  });

  it('never forgets the pack being opened, however old: it is on screen', async () => {
    const now = Date.now();
    const stale = uuid('b', 3);
    await writePart(stale, 'meta', { version: packVersion, eventId: stale, savedAt: now - 40 * day, syncedAt: now - 40 * day, offline: null });
    await writePart(stale, 'agenda', { version: packVersion, eventId: stale, savedAt: now - 40 * day, programIds: ['z'], feedUrl: null });
    expect(await prunePacks(now, stale)).toEqual([]);
    expect((await readPack(stale)).agenda!.programIds).toEqual(['z']);
    // Opened another time, with something else on screen, it goes.
    expect(await prunePacks(now, uuid('b', 4))).toEqual([stale]);
    expect((await readPack(stale)).agenda).toBeNull();
  });

  it('lays agenda changes still in the outbox over the server agenda', async () => {
    const fake = fakePackApi({ sessions: [makeSession(1), makeSession(2)], agenda: [uuid('c', 1)] });
    const pending = async () => [
      { eventId, programId: uuid('c', 2), inAgenda: true },
      { eventId, programId: uuid('c', 1), inAgenda: false },
    ];
    await syncEventPack(eventId, { api: fake.api, pendingAgenda: pending });
    expect(getPack(eventId).agenda!.programIds).toEqual([uuid('c', 2)]);
  });

  it('a sync asked for while one is under way runs after it, so a change made meanwhile reaches the pack; calls meanwhile share that run', async () => {
    const fake = fakePackApi({ sessions: [makeSession(1)] });
    let releaseFirstRead!: () => void;
    const firstRead = new Promise<void>((resolve) => {
      releaseFirstRead = resolve;
    });
    const schedule = fake.api.schedule;
    let reads = 0;
    const api = {
      ...fake.api,
      schedule: async (input: Parameters<typeof schedule>[0]) => {
        reads += 1;
        const answer = await schedule(input);
        if (reads === 1) await firstRead;
        return answer;
      },
    };
    const under = syncEventPack(eventId, { api, pendingAgenda: noPending, parts: { directory: false, matches: false, agenda: false } });
    await vi.waitFor(() => expect(reads).toBe(1));
    // The organizer's change lands after the running sync read the schedule.
    fake.state.sessions = [makeSession(1), makeSession(2)];
    const after = syncEventPack(eventId, { api, pendingAgenda: noPending, parts: { directory: false, matches: false, agenda: false } });
    const alsoAfter = syncEventPack(eventId, { api, pendingAgenda: noPending, parts: { directory: false, matches: false, agenda: false } });
    expect(alsoAfter).toBe(after);
    releaseFirstRead();
    await under;
    await after;
    expect(reads).toBe(2);
    expect(Object.keys(getPack(eventId).schedule!.sessions)).toHaveLength(2);
  });

  it('keeps saved data and says so when the network is gone', async () => {
    const fake = fakePackApi({ sessions: [makeSession(1)] });
    await syncEventPack(eventId, { api: fake.api, pendingAgenda: noPending });
    const offline = { ...fake.api, schedule: async () => Promise.reject(new TypeError('Failed to fetch')) };
    const result = await syncEventPack(eventId, { api: offline, pendingAgenda: noPending, parts: { directory: false, matches: false, agenda: false } });
    expect(result.ok).toBe(false);
    expect(Object.keys(getPack(eventId).schedule!.sessions)).toHaveLength(1);
  });

  it("one account never reads another's pack, and sign-out can forget an account's packs", async () => {
    const first = makeAccount({ id: uuid('b', 7) });
    useSessionStore.setState({ authenticated: true, account: first, verified: true });
    await syncEventPack(eventId, { api: fakePackApi({ people: [makePerson(1)] }).api, pendingAgenda: noPending });
    useSessionStore.setState({ authenticated: true, account: makeAccount({ id: uuid('b', 8) }), verified: true });
    expect((await readPack(eventId)).directory).toBeNull();
    useSessionStore.setState({ authenticated: true, account: first, verified: true });
    expect((await readPack(eventId)).directory).not.toBeNull();
    await forgetAccountPacks(first.id);
    expect((await readPack(eventId)).directory).toBeNull();
    useSessionStore.setState({ authenticated: false, account: null, verified: false });
  });
});
