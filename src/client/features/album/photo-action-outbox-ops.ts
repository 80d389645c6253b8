import type { inferRouterInputs } from '@trpc/server';
import type { AppRouter } from '#client/lib/trpc.ts';
import type { OutboxOps } from '#client/offline/outbox-ops.ts';

// The album's small offline writes: a like set on or off, a report, deleting one's own photo.
// Each is one request, applied once on the server by its idempotency key. A refusal (the photo
// was hidden or deleted meanwhile, someone else's photo) is thrown by the tRPC client and the
// drain keeps the entry as failed with its reason, shown on the album page with Retry and Discard.

type Inputs = inferRouterInputs<AppRouter>;

export const photoActionOutboxOps: Pick<OutboxOps, 'album.like' | 'album.report' | 'album.delete'> = {
  'album.like': {
    maxBatch: 1,
    async send([item], client) {
      if (!item) return [];
      const result = await client.album.like.mutate(item.payload as Inputs['album']['like']);
      return [{ idempotencyKey: item.idempotencyKey, outcome: 'accepted', message: result.liked ? 'Photo liked' : 'Like taken back', detail: result }];
    },
  },
  'album.report': {
    maxBatch: 1,
    async send([item], client) {
      if (!item) return [];
      const result = await client.album.report.mutate(item.payload as Inputs['album']['report']);
      return [{ idempotencyKey: item.idempotencyKey, outcome: 'accepted', message: 'Report sent: the organizers will look at this photo', detail: result }];
    },
  },
  'album.delete': {
    maxBatch: 1,
    async send([item], client) {
      if (!item) return [];
      const result = await client.album.delete.mutate(item.payload as Inputs['album']['delete']);
      return [
        { idempotencyKey: item.idempotencyKey, outcome: result.deleted ? 'accepted' : 'duplicate', message: result.deleted ? 'Photo deleted' : 'The photo was already deleted', detail: result },
      ];
    },
  },
};
