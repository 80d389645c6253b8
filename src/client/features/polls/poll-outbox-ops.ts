import type { inferRouterInputs } from '@trpc/server';
import type { AppRouter } from '#client/lib/trpc.ts';
import type { OutboxOps } from '#client/offline/outbox-ops.ts';

type PollVote = inferRouterInputs<AppRouter>['polls']['vote'];

// A vote in a poll: one per request (a refusal, e.g. the poll closed meanwhile, stops only this
// vote); a replay answers the poll as it stands.
export const pollOutboxOps: Pick<OutboxOps, 'poll.vote'> = {
  'poll.vote': {
    maxBatch: 1,
    async send([item], client) {
      if (!item) return [];
      const result = await client.polls.vote.mutate(item.payload as PollVote);
      return [{ idempotencyKey: item.idempotencyKey, outcome: 'accepted', message: 'Vote counted', detail: result }];
    },
  },
};
