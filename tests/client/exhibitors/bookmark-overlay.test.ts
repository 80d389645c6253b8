import { describe, expect, it } from 'vitest';
import { overlayBookmarks } from '#client/features/exhibitors/bookmark-overlay.ts';
import type { OutboxEntry } from '#client/offline/outbox.ts';

const eventId = '5eed0000-0000-4000-8000-0000000000a1';
let sequence = 0;
function mark(exhibitorId: string, bookmarked: boolean, state: OutboxEntry['state'] = 'pending', event = eventId): OutboxEntry {
  sequence += 1;
  return {
    id: `entry-${sequence}`,
    op: 'exhibitor.bookmark',
    payload: { idempotencyKey: `key-${sequence}`, eventId: event, exhibitorId, bookmarked },
    idempotencyKey: `key-${sequence}`,
    accountId: 'me',
    summary: 'To visit',
    createdAt: sequence,
    attempts: 0,
    nextAttemptAt: 0,
    lastError: state === 'failed' ? { code: 'NOT_FOUND', message: 'Exhibitor not found' } : null,
    state,
    version: 1,
  } as OutboxEntry;
}
const sorted = (marks: Set<string>) => [...marks].sort();

describe('"to visit" marks laid over the server’s', () => {
  it('show queued marks and unmarks at once, the newest change of a stand winning', () => {
    expect(sorted(overlayBookmarks(['a', 'b'], [mark('c', true), mark('a', false)], eventId))).toEqual(['b', 'c']);
    expect(sorted(overlayBookmarks([], [mark('c', true), mark('c', false), mark('c', true)], eventId))).toEqual(['c']);
    expect(sorted(overlayBookmarks(['c'], [mark('c', true), mark('c', false)], eventId))).toEqual([]);
  });

  it('leave out refused changes, other events’ marks and entries that are not marks', () => {
    const notAMark = { ...mark('x', true), payload: { eventId, exhibitorId: 'x' } };
    const marks = overlayBookmarks(['a'], [mark('a', false, 'failed'), mark('b', true, 'failed'), mark('d', true, 'pending', 'another-event'), notAMark], eventId);
    expect(sorted(marks)).toEqual(['a']);
  });

  it('are the server’s with nothing queued', () => {
    expect(sorted(overlayBookmarks(['b', 'a'], [], eventId))).toEqual(['a', 'b']);
  });
});
