import type { inferRouterInputs } from '@trpc/server';
import type { OutboxOutcome } from '#shared/contracts/outbox.ts';
import type { AppRouter, TrpcClient } from '#client/lib/trpc.ts';
import { contractProcedures } from '#client/lib/contract-procedures.ts';
import { activityScanMessage, checkInMessage, connectionMessage, feedbackMessage, pollVoteMessage, questionAskMessage, questionVoteMessage, undoMessage } from './outbox-messages.ts';
import type { OutboxOpName } from './outbox-entry.ts';
import { exhibitorOutboxOps } from './exhibitor-outbox-ops.ts';
import { bingoOutboxOps } from './bingo-outbox-ops.ts';
import { albumOutboxOps } from '#client/lib/album/album-outbox-ops.ts';
import { postOutboxOps } from './post-outbox-ops.ts';
import { albumActionOutboxOps } from './album-action-outbox-ops.ts';

// The registry of queued operations: how many fit in one request and how a batch is sent.
// A later offline write (bingo scan, agenda bookmark, vote, feedback) adds its name to
// outboxOpNames and one entry here; the drain needs nothing else.
export type { OutboxOpName } from './outbox-entry.ts';

export interface OutboxSendItem {
  idempotencyKey: string;
  payload: unknown;
}

export interface OutboxItemResult {
  idempotencyKey: string;
  outcome: OutboxOutcome;
  /** Plain words: "Not registered for this event", "Already checked in at 09:12 by Gate B". */
  message: string;
  /** The op's own answer for this item (a duplicate's standing check-in, the connection made). */
  detail?: unknown;
}

export interface OutboxOp {
  maxBatch: number;
  /**
   * Its entries depend on no other write and no other write on them (album photos): while the
   * first of them waits for its next try, they step out of the queue and hold back nothing behind
   * them. Otherwise an entry that waits holds back every entry queued after it.
   */
  ownLine?: boolean;
  /** Sends one request; throws what the tRPC client throws (the drain classifies it by code). */
  send(items: OutboxSendItem[], client: TrpcClient): Promise<OutboxItemResult[]>;
}

type Inputs = inferRouterInputs<AppRouter>;
type CheckInScan = Inputs['checkIn']['record']['scans'][number];
type ConnectionScan = Inputs['connection']['create']['scans'][number];
type FeedbackRating = Inputs['feedback']['rate'];
type PollVote = Inputs['polls']['vote'];
type ActivityScan = Inputs['activities']['scan']['scans'][number];
type AgendaChange = Parameters<ReturnType<typeof contractProcedures>['schedule']['setAgenda']['mutate']>[0];

// Payloads were checked when they were queued by the feature, and the server checks them again;
// a bad one is refused (BAD_REQUEST) and the drain narrows it down to that entry.
const payloads = <T>(items: OutboxSendItem[]) => items.map((item) => item.payload as T);

export const outboxOps: Record<OutboxOpName, OutboxOp> = {
  'checkIn.record': {
    maxBatch: 100,
    async send(items, client) {
      const { results } = await client.checkIn.record.mutate({ scans: payloads<CheckInScan>(items) });
      return results.map((result) => ({ idempotencyKey: result.idempotencyKey, outcome: result.outcome, message: checkInMessage(result), detail: result }));
    },
  },
  'checkIn.undo': {
    maxBatch: 1,
    async send([item], client) {
      if (!item) return [];
      const result = await client.checkIn.undo.mutate(item.payload as Inputs['checkIn']['undo']);
      return [{ idempotencyKey: item.idempotencyKey, outcome: result.outcome, message: undoMessage(result.outcome), detail: result }];
    },
  },
  'connection.create': {
    maxBatch: 50,
    async send(items, client) {
      const { results } = await client.connection.create.mutate({ scans: payloads<ConnectionScan>(items) });
      return results.map((result) => ({ idempotencyKey: result.idempotencyKey, outcome: result.outcome, message: connectionMessage(result), detail: result }));
    },
  },
  'connection.note': {
    maxBatch: 1,
    async send([item], client) {
      if (!item) return [];
      const connection = await client.connection.setNote.mutate(item.payload as Inputs['connection']['setNote']);
      return [{ idempotencyKey: item.idempotencyKey, outcome: 'accepted', message: 'Note saved', detail: connection }];
    },
  },
  // A bookmark in the personal agenda: one per request; replaying one is harmless.
  'agenda.set': {
    maxBatch: 1,
    async send([item], client) {
      if (!item) return [];
      const change = item.payload as AgendaChange;
      const result = await contractProcedures(client).schedule.setAgenda.mutate(change);
      return [{ idempotencyKey: item.idempotencyKey, outcome: 'accepted', message: change.inAgenda ? 'Added to your agenda' : 'Removed from your agenda', detail: result }];
    },
  },
  // A vote in a poll: one per request (a refusal, e.g. the poll closed meanwhile, stops only this
  // vote); a replay answers the poll as it stands.
  'poll.vote': {
    maxBatch: 1,
    async send([item], client) {
      if (!item) return [];
      const result = await client.polls.vote.mutate(item.payload as PollVote);
      return [{ idempotencyKey: item.idempotencyKey, outcome: 'accepted', message: pollVoteMessage(), detail: result }];
    },
  },
  // A rating of the event or a session: one per request; a replay answers what stands now.
  'feedback.rate': {
    maxBatch: 1,
    async send([item], client) {
      if (!item) return [];
      const rating = item.payload as FeedbackRating;
      const result = await client.feedback.rate.mutate(rating);
      return [{ idempotencyKey: item.idempotencyKey, outcome: 'accepted', message: feedbackMessage(rating.programId), detail: result }];
    },
  },
  // Activity cards scanned on a phone: a batch per request, each key applied once; a refusal
  // (expired, over the limit, paused) stops only that scan.
  'activity.scan': {
    maxBatch: 100,
    async send(items, client) {
      const { results } = await client.activities.scan.mutate({ scans: payloads<ActivityScan>(items) });
      return results.map((result) => ({ idempotencyKey: result.idempotencyKey, outcome: result.outcome, message: activityScanMessage(result), detail: result }));
    },
  },
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
  ...exhibitorOutboxOps,
  ...bingoOutboxOps,
  ...albumOutboxOps,
  ...postOutboxOps,
  ...albumActionOutboxOps,
};
