import type { Question } from '#shared/contracts/questions.ts';
import type { OutboxEntry } from '#client/offline/outbox-entry.ts';
import type { AskPayload, VotePayload } from './questions-outbox.ts';

/** A question as the screen shows it, with what this device still has to send about it. */
export interface QuestionItem extends Question {
  /** Waiting in the outbox (not sent yet), or refused by the server with its reason. */
  sync?: { state: 'pending' | 'failed'; entryId: string; message: string | null } | null;
}

const askOf = (entry: OutboxEntry) => entry.payload as AskPayload;
const voteOf = (entry: OutboxEntry) => entry.payload as VotePayload;

/**
 * The server's list with this device's queued writes laid over it: questions asked offline show
 * as the viewer's own, marked pending; a queued upvote shows at once (the newest one per question
 * wins); refused ones stay, marked with why.
 */
export function overlayOutbox(questions: readonly Question[], entries: readonly OutboxEntry[], eventId: string, programId: string): QuestionItem[] {
  const votes = new Map<string, OutboxEntry>();
  const asks: OutboxEntry[] = [];
  for (const entry of entries) {
    if (entry.op === 'questions.vote' && voteOf(entry).eventId === eventId) votes.set(voteOf(entry).questionId, entry);
    else if (entry.op === 'questions.ask' && askOf(entry).eventId === eventId && askOf(entry).programId === programId) asks.push(entry);
  }
  const items: QuestionItem[] = questions.map((question) => {
    const entry = votes.get(question.id);
    if (!entry) return question as QuestionItem;
    const voted = voteOf(entry).voted;
    const sync = { state: entry.state, entryId: entry.id, message: entry.lastError?.message ?? null };
    // A refused upvote is not counted: the list says so beside it instead.
    if (entry.state === 'failed' || voted === question.votedByMe) return { ...question, sync };
    return { ...question, votedByMe: voted, votes: Math.max(0, question.votes + (voted ? 1 : -1)), sync };
  });
  for (const entry of asks) {
    const ask = askOf(entry);
    items.push({
      id: entry.id,
      programId,
      text: ask.text,
      anonymous: ask.anonymous,
      asker: null,
      mine: true,
      votes: 0,
      votedByMe: false,
      status: 'approved',
      answered: false,
      pinned: false,
      createdAt: entry.createdAt,
      sync: { state: entry.state, entryId: entry.id, message: entry.lastError?.message ?? null },
    });
  }
  return items;
}
