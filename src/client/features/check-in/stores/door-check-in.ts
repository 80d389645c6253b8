import { newIdempotencyKey, OutboxFullError } from '#client/offline/outbox.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { checkInQueue, type CheckInOp } from '../check-in-queue.ts';
import { personName } from '../roster-model.ts';
import type { LocalAction, LocalCheckIn } from '../roster-schemas.ts';
import { isOpen, saveLocal, showDoor } from './door-commit.ts';
import { useDoorStore } from './door-store.ts';

export const storageFullText = "Not saved: this device's storage is full";

/** Queues one write; on failure takes the optimistic action back and says why. */
async function queue(eventId: string, action: LocalAction, op: CheckInOp, payload: unknown, summary: string): Promise<boolean> {
  const accountId = useSessionStore.getState().account?.id;
  if (!accountId) {
    showDoor(eventId, { local: useDoorStore.getState().local.filter((a) => a.idempotencyKey !== action.idempotencyKey) });
    useDoorStore.setState({ saveError: 'Not saved: sign in again to record check-ins.' });
    return false;
  }
  let entryId: string;
  try {
    entryId = (await checkInQueue().enqueue(op, payload, { summary, accountId, idempotencyKey: action.idempotencyKey })).id;
  } catch (error) {
    console.error('Could not queue the check-in', error);
    showDoor(eventId, { local: useDoorStore.getState().local.filter((a) => a.idempotencyKey !== action.idempotencyKey) });
    const text = error instanceof OutboxFullError ? storageFullText : 'Not saved: this device could not store the check-in.';
    if (isOpen(eventId)) useDoorStore.setState({ saveError: text });
    return false;
  }
  // The outbox has it: the check-in is safe even if this small replay list cannot be written.
  const local = useDoorStore.getState().local.map((a) => (a.idempotencyKey === action.idempotencyKey ? { ...a, entryId } : a));
  await saveLocal(eventId, local).catch((error: unknown) => console.error('Could not save the local check-in list', error));
  return true;
}

/**
 * Admits someone: the roster on the screen changes at once (synchronously, before anything is
 * stored), then the scan goes to the outbox. A scan of someone already in is queued too: the
 * server keeps it as a duplicate record, so nothing a door did is lost.
 */
export function checkInPerson(input: { accountId: string; method: 'scan' | 'search'; code?: string }): LocalCheckIn | null {
  const { eventId, device, index } = useDoorStore.getState();
  const person = index?.people.get(input.accountId);
  if (!eventId || !device) return null;
  const action: LocalCheckIn = {
    kind: 'check-in',
    idempotencyKey: newIdempotencyKey(),
    entryId: null,
    accountId: input.accountId,
    at: Date.now(),
    deviceLabel: device.deviceLabel,
    method: input.method,
    state: 'pending',
  };
  useDoorStore.setState({ saveError: null });
  showDoor(eventId, { local: [...useDoorStore.getState().local, action] });
  const payload = {
    idempotencyKey: action.idempotencyKey,
    eventId,
    scannedAt: action.at,
    method: input.method,
    ...(input.method === 'scan' ? { code: input.code } : { accountId: input.accountId }),
    deviceId: device.deviceId,
    deviceLabel: device.deviceLabel,
  };
  void queue(eventId, action, 'checkIn.record', payload, `Check-in: ${person ? personName(person) : input.accountId}`);
  return action;
}

/**
 * Organizers take a check-in back. Scans of this person still waiting on this device are
 * discarded (the server never hears of them); if the server has, or may have, a check-in, an
 * undo is queued behind them.
 */
export async function undoCheckIn(accountId: string): Promise<void> {
  const outbox = checkInQueue();
  const { eventId, roster, index, local } = useDoorStore.getState();
  if (!eventId || !roster) return;
  const mine = local.filter((a) => a.kind === 'check-in' && a.accountId === accountId && a.state === 'pending');
  const waiting = mine.filter((a) => a.entryId !== null && outbox.isQueued(a.entryId));
  const discarded = new Set<string>();
  for (const action of waiting) {
    try {
      await outbox.discard(action.entryId as string);
      discarded.add(action.idempotencyKey);
    } catch (error) {
      console.error('Could not discard the queued check-in', error);
    }
  }
  const remaining = useDoorStore.getState().local.filter((a) => !discarded.has(a.idempotencyKey));
  const serverMayHaveIt = roster.people.some((p) => p.accountId === accountId && p.checkIn) || mine.length > discarded.size;
  if (!serverMayHaveIt) {
    await saveLocal(eventId, remaining).catch(() => undefined);
    return;
  }
  const action: LocalAction = { kind: 'undo', idempotencyKey: newIdempotencyKey(), entryId: null, accountId, at: Date.now(), state: 'pending' };
  showDoor(eventId, { local: [...remaining, action] });
  const person = index?.people.get(accountId);
  const payload = { idempotencyKey: action.idempotencyKey, eventId, accountId, undoneAt: action.at };
  await queue(eventId, action, 'checkIn.undo', payload, `Undo check-in: ${person ? personName(person) : accountId}`);
}
