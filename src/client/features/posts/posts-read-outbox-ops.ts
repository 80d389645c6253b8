import type { inferRouterInputs } from '@trpc/server';
import type { AppRouter } from '#client/lib/trpc.ts';
import type { OutboxOps } from '#client/offline/outbox-ops.ts';

type MarkSeen = inferRouterInputs<AppRouter>['posts']['markSeen'];

// "I have read the updates up to here", moved on a phone that may be offline. The server only
// moves the marker forward (greatest of the stored and the sent), so a replay or an older marker
// arriving late changes nothing: no stored idempotency key is needed for it.
export const postsReadOutboxOps: Pick<OutboxOps, 'post.read'> = {
  'post.read': {
    maxBatch: 1,
    async send([item], client) {
      if (!item) return [];
      const state = await client.posts.markSeen.mutate(item.payload as MarkSeen);
      return [{ idempotencyKey: item.idempotencyKey, outcome: 'accepted', message: 'Updates marked read', detail: state }];
    },
  },
};
