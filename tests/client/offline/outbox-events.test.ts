import { describe, expect, it } from 'vitest';
import { countUnsyncedEntries, entryEventId } from '#client/offline/outbox-events.ts';
import type { OutboxEntry } from '#client/offline/outbox-entry.ts';

const entry = (overrides: Partial<OutboxEntry>): OutboxEntry => ({
  id: `e${Math.random()}`,
  op: 'agenda.set',
  payload: {},
  idempotencyKey: 'key-12345678',
  accountId: 'me',
  summary: 'x',
  createdAt: 1,
  attempts: 0,
  nextAttemptAt: 1,
  lastError: null,
  state: 'pending',
  version: 1,
  ...overrides,
});

describe('pending writes per event', () => {
  it('reads the event from the payload, and none from a connection note or a bad payload', () => {
    expect(entryEventId(entry({ payload: { eventId: 'ev1', programId: 'p' } }))).toBe('ev1');
    expect(entryEventId(entry({ op: 'connection.note', payload: { accountId: 'a', note: 'hi' } }))).toBeNull();
    expect(entryEventId(entry({ op: 'connection.create', payload: { code: 'c', eventId: null } }))).toBeNull();
    expect(entryEventId(entry({ payload: null }))).toBeNull();
    expect(entryEventId(entry({ payload: { eventId: 42 } }))).toBeNull();
  });

  it('counts the account’s pending and refused writes per event, the others only in the total', () => {
    const counts = countUnsyncedEntries(
      [
        entry({ payload: { eventId: 'ev1' } }),
        entry({ op: 'poll.vote', payload: { eventId: 'ev1' }, state: 'failed' }),
        entry({ op: 'feedback.rate', payload: { eventId: 'ev2' } }),
        entry({ op: 'connection.note', payload: { accountId: 'a', note: 'n' } }),
        entry({ payload: { eventId: 'ev1' }, accountId: 'someone-else' }),
      ],
      'me',
    );
    expect(counts.total).toBe(4);
    expect(Object.fromEntries(counts.byEvent)).toEqual({ ev1: 2, ev2: 1 });
  });
});
