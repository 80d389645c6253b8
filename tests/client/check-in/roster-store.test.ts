import { beforeEach, describe, expect, it, vi } from 'vitest';
import { get, set } from 'idb-keyval';
import type { RosterChanges } from '#shared/contracts/check-in.ts';
import { applyRosterChanges, indexRoster } from '#client/features/check-in/roster-model.ts';
import { readLocalActions, readRoster } from '#client/features/check-in/stores/device-storage.ts';
import { checkInPerson, storageFullText } from '#client/features/check-in/stores/door-check-in.ts';
import { useDoorStore } from '#client/features/check-in/stores/door-store.ts';
import { openDoorEvent } from '#client/features/check-in/stores/open-door-event.ts';
import { applyOutboxResult } from '#client/features/check-in/stores/outbox-results.ts';
import { renameDevice } from '#client/features/check-in/stores/rename-device.ts';
import { downloadRoster, pollRosterChanges, type RosterApi } from '#client/features/check-in/stores/roster-sync.ts';
import { OutboxFullError } from '#client/offline/outbox.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { makeAccount } from '../helpers/factories.ts';
import { ada, createCodeSigner, eventId, grace, installFakeQueue, makePerson, makeRoster, nineTwelve, resetDevice, seedDevice } from './door-fixtures.ts';

const { key } = await createCodeSigner();
const noChanges = (cursor: number): RosterChanges => ({ people: [], removedAccountIds: [], checkIns: [], revocations: [], checkedIn: 1, total: 3, cursor });

beforeEach(async () => {
  await resetDevice();
  useSessionStore.setState({ authenticated: true, account: makeAccount(), verified: true });
});

describe('the roster on a door device', () => {
  it('is saved, read back and opened with its key and a device name like "Door 3F2A"', async () => {
    await seedDevice(makeRoster(key.publicKey));
    await openDoorEvent(eventId);
    const state = useDoorStore.getState();
    expect(state.status).toBe('ready');
    expect(state.key).not.toBeNull();
    expect(state.index?.total).toBe(3);
    expect(state.index?.checkedIn).toBe(1);
    expect(state.device?.deviceLabel).toBe('Gate A');
  });

  it('makes and keeps a random device id the first time', async () => {
    await openDoorEvent(eventId);
    const device = useDoorStore.getState().device;
    expect(device?.deviceId).toMatch(/^[0-9a-f]{32}$/);
    expect(device?.deviceLabel).toMatch(/^Door [0-9A-F]{4}$/);
    expect(await get('check-in:device')).toMatchObject({ deviceId: device?.deviceId });
  });

  it('drops a damaged record instead of crashing, so it is downloaded again', async () => {
    await set(`check-in:roster:${eventId}`, { version: 1, eventId, people: 'not a list' });
    expect(await readRoster(eventId)).toBeNull();
    expect(await get(`check-in:roster:${eventId}`)).toBeUndefined();
    await openDoorEvent(eventId);
    expect(useDoorStore.getState().status).toBe('empty');
  });

  it('applies a local check-in at once, on top of the roster, and keeps it across a reload', async () => {
    const fake = installFakeQueue();
    await seedDevice(makeRoster(key.publicKey));
    await openDoorEvent(eventId);
    const action = checkInPerson({ accountId: ada, method: 'search' });
    // Synchronously: the count and Ada's state change before anything is stored.
    expect(useDoorStore.getState().index?.checkedIn).toBe(2);
    expect(useDoorStore.getState().index?.checkIns.get(ada)?.deviceLabel).toBe('Gate A');
    await expect.poll(async () => (await readLocalActions(eventId)).map((a) => a.entryId)).toEqual(['entry-1-checkIn.record']);
    expect(fake.queue.enqueue).toHaveBeenCalledWith(
      'checkIn.record',
      expect.objectContaining({ eventId, method: 'search', accountId: ada, deviceLabel: 'Gate A', idempotencyKey: action?.idempotencyKey }),
      expect.objectContaining({ summary: 'Check-in: Ada Lovelace' }),
    );
  });

  it('says "Not saved" and takes the check-in back when the outbox is full', async () => {
    const fake = installFakeQueue();
    fake.queue.enqueue.mockRejectedValueOnce(new OutboxFullError(new Error('QuotaExceededError')));
    await seedDevice(makeRoster(key.publicKey));
    await openDoorEvent(eventId);
    checkInPerson({ accountId: ada, method: 'search' });
    await expect.poll(() => useDoorStore.getState().saveError).toBe(storageFullText);
    expect(useDoorStore.getState().index?.checkedIn).toBe(1);
  });

  it('folds in changes: new people, removals, check-ins and undos from other doors, revocations', () => {
    const roster = makeRoster(key.publicKey);
    const next = applyRosterChanges(
      roster,
      {
        ...noChanges(2000),
        people: [makePerson('5eed0000-0000-4000-8000-0000000000d4', 'Katherine', 'Johnson')],
        removedAccountIds: ['5eed0000-0000-4000-8000-0000000000d3'],
        checkIns: [
          { accountId: ada, checkIn: { at: nineTwelve + 60_000, deviceLabel: 'Gate C' } },
          { accountId: grace, checkIn: null },
        ],
        revocations: [{ accountId: ada, minVersion: 3 }],
      },
      5,
    );
    const index = indexRoster(next, []);
    expect([...index.people.values()].map((p) => p.firstName).sort()).toEqual(['Ada', 'Grace', 'Katherine']);
    expect(index.checkIns.get(ada)?.deviceLabel).toBe('Gate C');
    expect(index.checkIns.has(grace)).toBe(false);
    expect(index.minVersions.get(ada)).toBe(3);
    expect(next.cursor).toBe(2000);
    expect(next.syncedAt).toBe(5);
  });

  it('lets the earliest check-in stand when another door admitted the same person first', () => {
    const roster = makeRoster(key.publicKey, {
      people: [makePerson(ada, 'Ada', 'Lovelace', { checkIn: { at: nineTwelve, deviceLabel: 'Gate B' } })],
    });
    const local = [{ kind: 'check-in', idempotencyKey: 'key-00000001', entryId: 'e1', accountId: ada, at: nineTwelve + 1, deviceLabel: 'Gate A', method: 'scan', state: 'pending' } as const];
    expect(indexRoster(roster, local).checkIns.get(ada)?.deviceLabel).toBe('Gate B');
  });

  it('downloads the roster, then polls changes from its cursor', async () => {
    await seedDevice(null);
    await openDoorEvent(eventId);
    const calls: Array<[string, unknown]> = [];
    const api: RosterApi = {
      roster: async (input) => {
        calls.push(['roster', input]);
        const { version: _v, syncedAt: _s, ...roster } = makeRoster(key.publicKey);
        return roster;
      },
      changes: async (input) => {
        calls.push(['changes', input]);
        return { ...noChanges(3000), checkIns: [{ accountId: ada, checkIn: { at: nineTwelve, deviceLabel: 'Gate C' } }] };
      },
      registerDevice: async (input) => {
        calls.push(['registerDevice', input]);
        return { ok: true };
      },
    };
    expect(await downloadRoster(api, eventId, { photos: false })).toBe(true);
    expect(useDoorStore.getState().index?.total).toBe(3);
    await pollRosterChanges(api);
    expect(useDoorStore.getState().index?.checkIns.get(ada)?.deviceLabel).toBe('Gate C');
    // The device lists itself (a write) along with the download, not at every poll.
    expect(calls).toEqual([
      ['roster', { eventId, deviceId: 'device-a-0001', deviceLabel: 'Gate A' }],
      // It says how many scans it holds unsent (none yet), for the organizers' readiness page.
      ['registerDevice', { eventId, deviceId: 'device-a-0001', deviceLabel: 'Gate A', pendingScans: 0 }],
      ['changes', { eventId, deviceId: 'device-a-0001', deviceLabel: 'Gate A', since: 1000 }],
    ]);
    expect((await readRoster(eventId))?.cursor).toBe(3000);

    // Renamed (perhaps offline): the next poll, online, tells the organizers the new name.
    expect(await renameDevice('Gate A north')).toBe(true);
    calls.length = 0;
    await pollRosterChanges(api);
    expect(calls.map(([name]) => name)).toEqual(['changes', 'registerDevice']);
    expect(calls[1]).toEqual(['registerDevice', { eventId, deviceId: 'device-a-0001', deviceLabel: 'Gate A north', pendingScans: 0 }]);
  });

  it('keeps the door working when listing the device fails, and tries again at the next poll', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await seedDevice(null);
    await openDoorEvent(eventId);
    let registrations = 0;
    const api: RosterApi = {
      roster: async () => {
        const { version: _v, syncedAt: _s, ...roster } = makeRoster(key.publicKey);
        return roster;
      },
      changes: async () => noChanges(3000),
      registerDevice: async () => {
        registrations += 1;
        if (registrations === 1) throw new Error('offline');
        return { ok: true };
      },
    };
    expect(await downloadRoster(api, eventId, { photos: false })).toBe(true);
    expect(useDoorStore.getState().syncError).toBeNull();
    await pollRosterChanges(api);
    await pollRosterChanges(api);
    expect(registrations).toBe(2);
    warn.mockRestore();
  });

  it('settles the server answers: a duplicate shows the check-in that stands', async () => {
    installFakeQueue();
    await seedDevice(makeRoster(key.publicKey));
    await openDoorEvent(eventId);
    const action = checkInPerson({ accountId: ada, method: 'search' });
    if (!action) throw new Error('no action');
    await applyOutboxResult({
      entryId: 'entry-1-checkIn.record',
      idempotencyKey: action.idempotencyKey,
      op: 'checkIn.record',
      payload: { eventId },
      outcome: 'duplicate',
      message: 'Already checked in at 09:12 by Gate B',
      detail: { standing: { at: nineTwelve, deviceLabel: 'Gate B' } },
    });
    const state = useDoorStore.getState();
    expect(state.local).toEqual([]);
    expect(state.index?.checkIns.get(ada)).toEqual({ at: nineTwelve, deviceLabel: 'Gate B' });
    expect((await readRoster(eventId))?.people.find((p) => p.accountId === ada)?.checkIn?.deviceLabel).toBe('Gate B');
  });
});
