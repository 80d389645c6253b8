import { vi } from 'vitest';
import { clear } from 'idb-keyval';
import type { RosterPerson } from '#shared/contracts/check-in.ts';
import { bytesToBase64Url, encodePersonalCode, personalCodeSignedBytes, type PersonalCodeClaim } from '#shared/rules/personal-code.ts';
import { setCheckInQueue, type CheckInOp } from '#client/features/check-in/check-in-queue.ts';
import { writeDevice, writeRoster } from '#client/features/check-in/stores/device-storage.ts';
import { forgetLoadedDevice } from '#client/features/check-in/stores/device-identity.ts';
import { resetDoorStore } from '#client/features/check-in/stores/door-store.ts';
import { deviceRecordVersion, type StoredRoster } from '#client/features/check-in/roster-schemas.ts';
import type { OutboxResult } from '#client/offline/outbox.ts';

export const eventId = '5eed0000-0000-4000-8000-000000000001';
export const ada = '5eed0000-0000-4000-8000-0000000000d1';
export const grace = '5eed0000-0000-4000-8000-0000000000d2';
export const alan = '5eed0000-0000-4000-8000-0000000000d3';
export const outsider = '5eed0000-0000-4000-8000-0000000000d9';

/** 09:12 device time today, as staff read it. */
export const nineTwelve = new Date(new Date().setHours(9, 12, 0, 0)).getTime();

/** An Ed25519 key pair like the server's, and codes signed with it, made in the test. */
export async function createCodeSigner() {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const publicKey = bytesToBase64Url(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)));
  const sign = async (claim: PersonalCodeClaim) => {
    const signature = new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, personalCodeSignedBytes(claim) as Uint8Array<ArrayBuffer>));
    return encodePersonalCode(claim, signature);
  };
  return { key: { keyId: 'test-key', publicKey }, sign };
}

export function makePerson(accountId: string, firstName: string, lastName: string, overrides: Partial<RosterPerson> = {}): RosterPerson {
  return {
    accountId,
    attendeeId: accountId.replace(/d(\d)$/, 'e$1'),
    firstName,
    lastName,
    company: 'Analytical Engines',
    picture: null,
    role: 'attendee',
    ticketType: 'Full pass',
    checkIn: null,
    ...overrides,
  };
}

/** Ada (not in yet), Grace (in at 09:12 by Gate B), Alan (his first code revoked). */
export function makeRoster(publicKey: string, overrides: Partial<StoredRoster> = {}): StoredRoster {
  return {
    version: deviceRecordVersion,
    eventId,
    eventName: 'Northern Lights Summit',
    key: { keyId: 'test-key', publicKey },
    people: [
      makePerson(ada, 'Ada', 'Lovelace'),
      makePerson(grace, 'Grace', 'Hopper', { checkIn: { at: nineTwelve, deviceLabel: 'Gate B' }, ticketType: 'Speaker' }),
      makePerson(alan, 'Alan', 'Turing'),
    ],
    revocations: [{ accountId: alan, minVersion: 2 }],
    cursor: 1000,
    syncedAt: nineTwelve,
    ...overrides,
  };
}

export async function seedDevice(roster: StoredRoster | null, deviceLabel = 'Gate A'): Promise<void> {
  if (roster) await writeRoster(roster);
  await writeDevice({ deviceId: 'device-a-0001', deviceLabel });
}

/** A stand-in for the outbox: records what the door queued, and can answer as the server would. */
export function installFakeQueue() {
  const listeners: Array<{ op: CheckInOp; listener: (results: OutboxResult[]) => void }> = [];
  const queued = new Set<string>();
  let next = 0;
  const queue = {
    enqueue: vi.fn(async (op: CheckInOp, payload: unknown, options: { idempotencyKey: string }) => {
      void payload;
      void options;
      const id = `entry-${++next}-${op}`;
      queued.add(id);
      return { id };
    }),
    subscribe: (op: CheckInOp, listener: (results: OutboxResult[]) => void) => {
      const entry = { op, listener };
      listeners.push(entry);
      return () => void listeners.splice(listeners.indexOf(entry), 1);
    },
    isQueued: (entryId: string) => queued.has(entryId),
    discard: vi.fn(async (entryId: string) => void queued.delete(entryId)),
  };
  setCheckInQueue(queue);
  return {
    queue,
    /** Plays the server's answers to the listeners of that op. */
    answer(op: CheckInOp, results: OutboxResult[]) {
      for (const entry of listeners.filter((l) => l.op === op)) entry.listener(results);
    },
  };
}

export async function resetDevice(): Promise<void> {
  resetDoorStore();
  forgetLoadedDevice();
  setCheckInQueue(null);
  await clear();
}
