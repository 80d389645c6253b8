import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clear, createStore } from 'idb-keyval';
import { laterReadMarker } from '#shared/rules/unread-posts.ts';
import type { TrpcClient } from '#client/lib/trpc.ts';
import { getPack, loadPack, resetPackStore, savePart } from '#client/lib/event-pack/pack-store.ts';
import { syncEventPack } from '#client/lib/event-pack/sync-pack.ts';
import { onlyPostsParts } from '#client/lib/event-pack/refresh-posts.ts';
import { eventId, freshStore, makeOutbox, staff } from '../offline/outbox-fakes.ts';
import { fakePackApi } from '../event-pack/pack-fakes.ts';

// Regression: opening the updates offline moved the unread marker on the phone, but the call that
// told the server failed and was never repeated; the next sync then put the server's older marker
// back, and the badge counted the read updates as unread again.

const idb = createStore('hallway-event-packs', 'packs');

function fakePostsClient() {
  const calls: unknown[] = [];
  const markSeen = vi.fn(async (input: { seenUpTo: number }) => {
    calls.push(input);
    return { seenUpTo: input.seenUpTo };
  });
  return { client: { posts: { markSeen: { mutate: markSeen } } } as unknown as TrpcClient, calls };
}

describe('reading the updates offline', () => {
  beforeEach(async () => {
    resetPackStore();
    await clear(idb);
  });

  it('queues the marker in the outbox and sends it once the network is back', async () => {
    const { store } = freshStore();
    const server = fakePostsClient();
    const offline = makeOutbox({ store, client: server.client, isOnline: () => false });
    await offline.enqueue('post.read', { eventId, seenUpTo: 1_795_000_500 }, { summary: 'Updates read', accountId: staff, idempotencyKey: 'read-00000001' });
    await offline.settled();
    expect(server.calls).toEqual([]);
    expect((await store.read()).entries.map((entry) => [entry.op, entry.state])).toEqual([['post.read', 'pending']]);

    await makeOutbox({ store, client: server.client }).kick();
    expect(server.calls).toEqual([{ eventId, seenUpTo: 1_795_000_500 }]);
    expect((await store.read()).entries).toEqual([]);
  });

  it('keeps the later marker when a sync brings the server’s older one', async () => {
    const fake = fakePackApi();
    const post = { id: '5eed0000-0000-4000-8000-d00000000001', eventId, title: 'Doors', body: 'Open', picture: null, pinned: false, audience: 'everyone' as const, publishedAt: 1_795_000_500, editedAt: null, authorName: 'Olga' };
    fake.api.posts = async () => ({ eventId, posts: [post] });
    fake.api.postsReadState = async () => ({ seenUpTo: 1_795_000_000 });
    await loadPack(eventId, Date.now());
    await savePart(eventId, 'posts', { version: 1, eventId, savedAt: 1, feed: 'attendees', posts: [post], seenUpTo: 1_795_000_500 });
    await syncEventPack(eventId, { api: fake.api, parts: onlyPostsParts, postsFeed: 'attendees' });
    expect(getPack(eventId).posts?.seenUpTo).toBe(1_795_000_500);
  });

  it('takes the server’s marker when it is ahead (read on another device) or the phone has none', () => {
    expect(laterReadMarker(200, 100)).toBe(200);
    expect(laterReadMarker(100, 200)).toBe(200);
    expect(laterReadMarker(100, null)).toBe(100);
    expect(laterReadMarker(null, undefined)).toBeNull();
    expect(laterReadMarker(null, 50)).toBe(50);
  });
});
