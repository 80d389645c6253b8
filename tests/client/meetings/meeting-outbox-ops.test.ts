import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { TrpcClient } from '#client/lib/trpc.ts';
import { freshStore, makeOutbox, staff, trpcError } from '../offline/outbox-fakes.ts';

const eventId = randomUUID();
const timeZone = 'Asia/Tokyo';
// Tue 24 Nov 2026, 10:00 and 10:20 in Tokyo.
const tenAm = Date.UTC(2026, 10, 24, 1, 0) / 1000;
const accept = (key: string, meetingId: string, slot = tenAm) => ({ idempotencyKey: key, eventId, meetingId, slot, actedAt: 1, timeZone });

function slotTaken(freeSlots: number[]) {
  const error = trpcError('CONFLICT', 'Tue 24 Nov, 10:00 is no longer free: one of you has another meeting then');
  Object.assign(error.data, { reason: 'MEETING_SLOT_TAKEN', freeSlots });
  return error;
}

describe('the meeting outbox ops', () => {
  it('sends a queued answer once online, without the time zone it keeps beside the input, and forgets it', async () => {
    const mutate = vi.fn(async (input: { meetingId: string }) => ({ id: input.meetingId }));
    const client = { meetings: { accept: { mutate } } } as unknown as TrpcClient;
    const { store } = freshStore();
    const offline = makeOutbox({ store, client, isOnline: () => false });
    await offline.enqueue('meeting.accept', accept('meet-0001', 'meeting-a'), { summary: 'Accept meeting: Ada', accountId: staff });
    await offline.settled();
    expect(mutate).not.toHaveBeenCalled();
    expect((await store.read()).entries).toEqual([expect.objectContaining({ op: 'meeting.accept', state: 'pending' })]);
    await makeOutbox({ store, client }).kick();
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(mutate.mock.calls[0]![0]).toEqual({ idempotencyKey: 'meet-0001', eventId, meetingId: 'meeting-a', slot: tenAm, actedAt: 1 });
    expect((await store.read()).entries).toEqual([]);
  });

  it('keeps an answer whose time was taken meanwhile, with the reason and the next free times in the event’s zone, and sends the next write', async () => {
    const mutate = vi.fn(async (input: { meetingId: string }) => {
      if (input.meetingId === 'meeting-taken') throw slotTaken([tenAm + 20 * 60, tenAm + 40 * 60]);
      return { id: input.meetingId };
    });
    const markMet = vi.fn(async () => ({ id: 'meeting-b' }));
    const client = { meetings: { accept: { mutate }, markMet: { mutate: markMet } } } as unknown as TrpcClient;
    const { store } = freshStore();
    const offline = makeOutbox({ store, client, isOnline: () => false });
    await offline.enqueue('meeting.accept', accept('meet-0002', 'meeting-taken'), { summary: 'Accept meeting: Ada', accountId: staff });
    await offline.enqueue('meeting.markMet', { idempotencyKey: 'meet-0003', eventId, meetingId: 'meeting-b', actedAt: 1, timeZone }, { summary: 'We met: Grace', accountId: staff });
    await makeOutbox({ store, client }).kick();
    const { entries } = await store.read();
    expect(entries).toEqual([
      expect.objectContaining({
        op: 'meeting.accept',
        state: 'failed',
        lastError: {
          code: 'REJECTED',
          message: 'Tue 24 Nov, 10:00 is no longer free: one of you has another meeting then. Free instead: Tue 24 Nov, 10:20; Tue 24 Nov, 10:40.',
        },
      }),
    ]);
    expect(markMet).toHaveBeenCalledTimes(1);
  });

  it('stops on any other refusal with the server’s words, classified by code', async () => {
    const mutate = vi.fn(async () => {
      throw trpcError('FORBIDDEN', 'This person does not take meeting requests');
    });
    const client = { meetings: { request: { mutate } } } as unknown as TrpcClient;
    const { store } = freshStore();
    const offline = makeOutbox({ store, client, isOnline: () => false });
    const request = { idempotencyKey: 'meet-0004', eventId, attendeeId: randomUUID(), slots: [tenAm], message: '', requestedAt: 1, timeZone };
    await offline.enqueue('meeting.request', request, { summary: 'Meeting request: Ada', accountId: staff });
    await makeOutbox({ store, client }).kick();
    expect((await store.read()).entries).toEqual([
      expect.objectContaining({ state: 'failed', lastError: { code: 'FORBIDDEN', message: 'This person does not take meeting requests' } }),
    ]);
  });

  it('sends a reschedule to meetings.reschedule, and a block with only its own fields (the meeting it came from stays on the phone)', async () => {
    const reschedule = vi.fn(async (input: { meetingId: string }) => ({ id: input.meetingId }));
    const block = vi.fn(async (_input: unknown) => ({ blocked: true }));
    const client = { meetings: { reschedule: { mutate: reschedule }, block: { mutate: block } } } as unknown as TrpcClient;
    const { store } = freshStore();
    const offline = makeOutbox({ store, client, isOnline: () => false });
    const attendeeId = randomUUID();
    await offline.enqueue('meeting.reschedule', { idempotencyKey: 'meet-0005', eventId, meetingId: 'meeting-c', actedAt: 1, slots: [tenAm], message: '', timeZone }, { summary: 'Reschedule meeting: Ada', accountId: staff });
    await offline.enqueue('meeting.block', { idempotencyKey: 'meet-0006', eventId, meetingId: 'meeting-d', actedAt: 1, attendeeId, blocked: true, timeZone }, { summary: 'Block: Eve', accountId: staff });
    await makeOutbox({ store, client }).kick();
    expect(reschedule.mock.calls[0]![0]).toEqual({ idempotencyKey: 'meet-0005', eventId, meetingId: 'meeting-c', actedAt: 1, slots: [tenAm], message: '' });
    expect(block.mock.calls[0]![0]).toEqual({ eventId, attendeeId, blocked: true });
    expect((await store.read()).entries).toEqual([]);
  });
});
