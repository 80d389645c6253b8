import { beforeEach, describe, expect, it } from 'vitest';
import { clear, createStore, get, set } from 'idb-keyval';
import { readPack, writePart } from '#client/lib/event-pack/pack-storage.ts';
import { packVersion } from '#client/lib/event-pack/pack-schemas.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { makeAccount } from '../helpers/factories.ts';
import { eventId, makePerson } from './pack-fakes.ts';

// The directory goes to disk as an array in name order (faster to check when read back) and is
// held in memory by attendee id; a directory saved keyed by id by an earlier build still reads.
const idb = createStore('hallway-event-packs', 'packs');
const account = makeAccount();
const key = `${account.id}:${eventId}:directory`;
const people = [makePerson(1, { lastName: 'Able' }), makePerson(2, { lastName: 'Baker' })];
const byId = Object.fromEntries(people.map((person) => [person.attendeeId, person]));

beforeEach(async () => {
  await clear(idb);
  useSessionStore.setState({ authenticated: true, account, verified: true });
});

describe('the saved attendee directory', () => {
  it('is written as an array and read back by id', async () => {
    await writePart(eventId, 'directory', { version: packVersion, eventId, savedAt: 1, cursor: 5, people: byId });
    const stored = (await get(key, idb)) as { people: unknown };
    expect(Array.isArray(stored.people)).toBe(true);
    expect((await readPack(eventId)).directory?.people).toEqual(byId);
  });

  it('still reads a directory an earlier build saved keyed by id', async () => {
    await set(key, { version: packVersion, eventId, savedAt: 1, cursor: 5, people: byId }, idb);
    expect((await readPack(eventId)).directory?.people).toEqual(byId);
  });

  it('drops a directory with one damaged person, so it is downloaded again', async () => {
    await set(key, { version: packVersion, eventId, savedAt: 1, cursor: 5, people: [people[0], { ...people[1], firstName: 42 }] }, idb);
    expect((await readPack(eventId)).directory).toBeNull();
    expect(await get(key, idb)).toBeUndefined();
  });
});
