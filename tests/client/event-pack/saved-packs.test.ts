import { beforeEach, describe, expect, it } from 'vitest';
import { clear, createStore, keys } from 'idb-keyval';
import { syncEventPack } from '#client/lib/event-pack/sync-pack.ts';
import { getPack, loadPack, removeSavedPack, resetPackStore } from '#client/lib/event-pack/pack-store.ts';
import { listSavedPacks, writePart } from '#client/lib/event-pack/pack-storage.ts';
import { packVersion } from '#client/lib/event-pack/pack-schemas.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { makeAccount } from '../helpers/factories.ts';
import { eventId, fakePackApi, makePerson, makeSession } from './pack-fakes.ts';

// "On this phone" reads the saved events from the pack storage module (folded in from saved-packs.ts).
const idb = createStore('hallway-event-packs', 'packs');
const otherEvent = '5eed0000-0000-4000-8000-000000000002';
const me = makeAccount();

async function saveEvent() {
  const fake = fakePackApi({ sessions: [makeSession(1)], people: [makePerson(1)] });
  await syncEventPack(eventId, { api: fake.api, pendingAgenda: async () => [] });
}

/** An event saved by "Make available offline": its size is the measured one, pictures included. */
async function saveMadeAvailable(id: string, syncedAt: number) {
  await writePart(id, 'meta', { version: packVersion, eventId: id, savedAt: syncedAt, syncedAt, offline: { at: syncedAt, dataBytes: 300_000, imageBytes: 900_000, images: 12 } });
}

beforeEach(async () => {
  resetPackStore();
  await clear(idb);
  useSessionStore.getState().setAccount(me);
});

describe('saved events in the pack storage', () => {
  it('lists the account’s saved events with size and sync time, one event when asked, none of another account', async () => {
    await saveEvent();
    await saveMadeAvailable(otherEvent, 1_000);
    const all = await listSavedPacks(me.id);
    // The most recently used first: the event synced just now, then the one saved at t=1 s.
    expect(all.map((pack) => pack.eventId)).toEqual([eventId, otherEvent]);
    expect(all[0]!.bytes).toBeGreaterThan(100);
    expect(all[0]!.syncedAt).toBeTypeOf('number');
    expect(all[1]).toEqual({ eventId: otherEvent, savedAt: 1_000, syncedAt: 1_000, bytes: 1_200_000 });
    expect((await listSavedPacks(me.id, otherEvent)).map((pack) => pack.eventId)).toEqual([otherEvent]);
    expect(await listSavedPacks('someone-else')).toEqual([]);
  });

  it('Remove forgets one event on the device and on the page, and leaves the others', async () => {
    await saveEvent();
    await saveMadeAvailable(otherEvent, 1_000);
    await loadPack(eventId);
    expect(getPack(eventId).schedule).not.toBeNull();
    await removeSavedPack(me.id, eventId);
    expect(getPack(eventId).schedule).toBeNull();
    const left = (await keys(idb)).map(String);
    expect(left.some((key) => key.includes(eventId))).toBe(false);
    expect(left.some((key) => key.includes(otherEvent))).toBe(true);
    expect((await listSavedPacks(me.id)).map((pack) => pack.eventId)).toEqual([otherEvent]);
  });
});
