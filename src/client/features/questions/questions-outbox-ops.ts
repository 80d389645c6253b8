import type { inferRouterInputs } from '@trpc/server';
import type { AppRouter } from '#client/lib/trpc.ts';
import type { OutboxOps } from '#client/offline/outbox-ops.ts';

type Inputs = inferRouterInputs<AppRouter>;

function questionAskMessage(status: 'pending' | 'approved' | 'hidden'): string {
  return status === 'pending' ? 'Question sent: it shows once a moderator approves it' : 'Question sent';
}

function questionVoteMessage(voted: boolean): string {
  return voted ? 'Upvoted' : 'Upvote taken back';
}

export const questionsOutboxOps: Pick<OutboxOps, 'questions.ask' | 'questions.vote'> = {
  // A question asked in a session: one per request; a replay answers the question as it stands.
  'questions.ask': {
    maxBatch: 1,
    async send([item], client) {
      if (!item) return [];
      const question = await client.questions.ask.mutate(item.payload as Inputs['questions']['ask']);
      return [{ idempotencyKey: item.idempotencyKey, outcome: 'accepted', message: questionAskMessage(question.status), detail: question }];
    },
  },
  // An upvote set on or off: one per request; replaying one is harmless.
  'questions.vote': {
    maxBatch: 1,
    async send([item], client) {
      if (!item) return [];
      const change = item.payload as Inputs['questions']['vote'];
      const result = await client.questions.vote.mutate(change);
      return [{ idempotencyKey: item.idempotencyKey, outcome: 'accepted', message: questionVoteMessage(change.voted), detail: result }];
    },
  },
};
