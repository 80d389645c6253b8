import type { inferRouterInputs } from '@trpc/server';
import type { AppRouter } from '#client/lib/trpc.ts';
import type { OutboxOps } from '#client/offline/outbox-ops.ts';

type FeedbackRating = inferRouterInputs<AppRouter>['feedback']['rate'];

function feedbackMessage(programId: string | null): string {
  return programId === null ? 'Event feedback saved' : 'Session rating saved';
}

// A rating of the event or a session: one per request; a replay answers what stands now.
export const feedbackOutboxOps: Pick<OutboxOps, 'feedback.rate'> = {
  'feedback.rate': {
    maxBatch: 1,
    async send([item], client) {
      if (!item) return [];
      const rating = item.payload as FeedbackRating;
      const result = await client.feedback.rate.mutate(rating);
      return [{ idempotencyKey: item.idempotencyKey, outcome: 'accepted', message: feedbackMessage(rating.programId), detail: result }];
    },
  },
};
