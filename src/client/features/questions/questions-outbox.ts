import { enqueue, newIdempotencyKey } from '#client/offline/outbox.ts';

// Asking and upvoting are stored in the outbox first (they must survive a closed tab and a dead
// network; src/client/README.md, "Outbox") and shown at once from there. Payloads are the
// procedures' inputs exactly.

export interface AskPayload {
  idempotencyKey: string;
  eventId: string;
  programId: string;
  text: string;
  anonymous: boolean;
  askedAt: number;
}

export interface VotePayload {
  idempotencyKey: string;
  eventId: string;
  questionId: string;
  voted: boolean;
  votedAt: number;
}

const summaryText = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

export async function queueQuestion(input: Omit<AskPayload, 'idempotencyKey' | 'askedAt'>, accountId: string): Promise<void> {
  const idempotencyKey = newIdempotencyKey();
  const payload: AskPayload = { idempotencyKey, askedAt: Date.now(), ...input };
  await enqueue('questions.ask', payload, { summary: `Question: ${summaryText(input.text)}`, accountId, idempotencyKey });
}

export async function queueVote(input: Omit<VotePayload, 'idempotencyKey' | 'votedAt'>, questionText: string, accountId: string): Promise<void> {
  const idempotencyKey = newIdempotencyKey();
  const payload: VotePayload = { idempotencyKey, votedAt: Date.now(), ...input };
  await enqueue('questions.vote', payload, { summary: `${input.voted ? 'Upvote' : 'Take back upvote'}: ${summaryText(questionText)}`, accountId, idempotencyKey });
}
