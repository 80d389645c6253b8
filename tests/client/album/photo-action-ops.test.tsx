import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TrpcClient } from '#client/lib/trpc.ts';
import { PendingPhotoActions } from '#client/features/album/components/pending-photo-actions.tsx';
import { likeView, overlayLikes, pendingDeletes } from '#client/features/album/photo-action-overlay.ts';
import type { OutboxEntry } from '#client/offline/outbox.ts';
import type { OutboxView } from '#client/offline/use-outbox.ts';
import { eventId, freshStore, makeOutbox, staff, trpcError } from '../offline/outbox-fakes.ts';

// Likes, reports and deletes through the real outbox (IndexedDB store, drain); the tRPC client is the only fake.

const photoId = '00000000-0000-4000-8000-0000000000f1';
const otherPhoto = '00000000-0000-4000-8000-0000000000f2';

function fakeAlbumClient(refuse: Partial<Record<'like' | 'report' | 'delete', Error>> = {}) {
  const calls: Array<{ path: string; input: Record<string, unknown> }> = [];
  const procedure = (name: 'like' | 'report' | 'delete', answer: (input: Record<string, unknown>) => unknown) => ({
    mutate: vi.fn(async (input: Record<string, unknown>) => {
      calls.push({ path: `album.${name}`, input });
      if (refuse[name]) throw refuse[name];
      return answer(input);
    }),
  });
  const client = {
    album: {
      like: procedure('like', (input) => ({ photoId: input.photoId, liked: input.liked, likes: input.liked ? 1 : 0 })),
      report: procedure('report', () => ({ ok: true })),
      delete: procedure('delete', (input) => ({ photoId: input.photoId, deleted: true })),
    },
  };
  return { client: client as unknown as TrpcClient, calls };
}

async function queueAll(outbox: ReturnType<typeof makeOutbox>) {
  const options = (key: string) => ({ summary: key, accountId: staff, idempotencyKey: key });
  await outbox.enqueue('album.like', { idempotencyKey: 'like-0001', eventId, photoId, liked: true }, options('like-0001'));
  await outbox.enqueue('album.report', { idempotencyKey: 'report-0001', eventId, photoId, reason: 'Shows a badge' }, options('report-0001'));
  await outbox.enqueue('album.delete', { idempotencyKey: 'delete-0001', eventId, photoId: otherPhoto }, options('delete-0001'));
}

describe('album likes, reports and deletes in the outbox', () => {
  it('keeps them on the phone while offline, then sends each once, in order, with its key', async () => {
    const { store } = freshStore();
    const server = fakeAlbumClient();
    const offline = makeOutbox({ store, client: server.client, isOnline: () => false });
    await queueAll(offline);
    await offline.settled();
    expect(server.calls).toEqual([]);
    expect((await store.read()).entries.map((entry) => [entry.op, entry.state])).toEqual([
      ['album.like', 'pending'],
      ['album.report', 'pending'],
      ['album.delete', 'pending'],
    ]);

    await makeOutbox({ store, client: server.client }).kick();
    expect(server.calls).toEqual([
      { path: 'album.like', input: { idempotencyKey: 'like-0001', eventId, photoId, liked: true } },
      { path: 'album.report', input: { idempotencyKey: 'report-0001', eventId, photoId, reason: 'Shows a badge' } },
      { path: 'album.delete', input: { idempotencyKey: 'delete-0001', eventId, photoId: otherPhoto } },
    ]);
    expect((await store.read()).entries).toEqual([]);
  });

  it('keeps a refused one as failed with the server’s reason, and still sends the others', async () => {
    const { store } = freshStore();
    const server = fakeAlbumClient({ like: trpcError('NOT_FOUND', 'This photo is no longer in the album') });
    await queueAll(makeOutbox({ store, client: server.client, isOnline: () => false }));
    await makeOutbox({ store, client: server.client }).kick();
    const left = (await store.read()).entries;
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ op: 'album.like', state: 'failed', lastError: { code: 'NOT_FOUND', message: 'This photo is no longer in the album' } });
    expect(server.calls.map((call) => call.path)).toEqual(['album.like', 'album.report', 'album.delete']);
  });
});

let sequence = 0;
function entry(op: OutboxEntry['op'], payload: Record<string, unknown>, state: OutboxEntry['state'] = 'pending'): OutboxEntry {
  sequence += 1;
  return {
    id: `entry-${sequence}`,
    op,
    payload: { idempotencyKey: `key-${sequence}`, eventId, ...payload },
    idempotencyKey: `key-${sequence}`,
    accountId: staff,
    summary: op,
    createdAt: sequence,
    attempts: 0,
    nextAttemptAt: 0,
    lastError: state === 'failed' ? { code: 'FORBIDDEN', message: 'Only the person who added this photo, or an organizer, can delete it' } : null,
    state,
    version: 1,
  };
}

describe('what the album shows before the server answers', () => {
  it('shows the newest queued like at once, moving the count by one, and ignores a refused one', () => {
    const queued = overlayLikes([entry('album.like', { photoId, liked: true }), entry('album.like', { photoId, liked: false }), entry('album.like', { photoId, liked: true })], eventId);
    expect(likeView({ liked: false, likes: 4 }, queued.get(photoId))).toEqual({ liked: true, likes: 5, pending: true });
    expect(likeView({ liked: true, likes: 5 }, queued.get(photoId))).toEqual({ liked: true, likes: 5, pending: true });
    expect(likeView({ liked: true, likes: 5 }, overlayLikes([entry('album.like', { photoId, liked: false })], eventId).get(photoId))).toEqual({ liked: false, likes: 4, pending: true });
    expect(overlayLikes([entry('album.like', { photoId, liked: true }, 'failed')], eventId).size).toBe(0);
    expect(overlayLikes([entry('album.like', { photoId, liked: true, eventId: 'another-event' })], eventId).size).toBe(0);
    expect(likeView({ liked: false, likes: 4 }, undefined)).toEqual({ liked: false, likes: 4 });
  });

  it('takes a photo deleted on this phone out of the album, but brings it back when the delete was refused', () => {
    expect([...pendingDeletes([entry('album.delete', { photoId })], eventId)]).toEqual([photoId]);
    expect(pendingDeletes([entry('album.delete', { photoId }, 'failed')], eventId).size).toBe(0);
  });

  it('says what waits (and why) and shows each refusal with Retry and Discard', async () => {
    const refused = entry('album.delete', { photoId }, 'failed');
    const view = {
      entries: [entry('album.like', { photoId, liked: true }), entry('album.report', { photoId, reason: 'Blurry' }), entry('album.like', { photoId: otherPhoto, liked: true }), refused],
      blockedBy: 'offline',
      retry: vi.fn(),
      discard: vi.fn(),
    } as unknown as OutboxView;
    render(<PendingPhotoActions eventId={eventId} outbox={view} />);
    expect(screen.getByRole('status').textContent).toBe('Waiting to sync: 2 likes, 1 report (sent when you are back online).');
    expect(screen.getByRole('alert').textContent).toBe('Photo not deleted: Only the person who added this photo, or an organizer, can delete it');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(view.retry).toHaveBeenCalledWith(refused.id);
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(view.discard).toHaveBeenCalledWith(refused.id);
  });
});
