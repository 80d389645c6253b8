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
 * How far a server copy's createdAt (server clock) may fall before the ask's queueing time (this
 * device's clock) and still be taken for its copy: phones' clocks run a few minutes off.
 */
const clockSkewMs = 5 * 60 * 1000;

/**
 * The server's copies of pending asks that arrived before the outbox's answer did (a live change
 * is often faster than the reply to the ask itself): the viewer's own question with the same text,
 * created no earlier than the ask was queued. Each copy stands for one ask, oldest first.
 */
function arrivedCopies(questions: readonly Question[], asks: readonly OutboxEntry[]): Set<string> {
  const claimed = new Set<string>();
  const arrived = new Set<string>();
  for (const entry of asks) {
    if (entry.state !== 'pending') continue;
    const text = askOf(entry).text.trim();
    const copy = questions.find((question) => question.mine && !claimed.has(question.id) && question.text === text && question.createdAt >= entry.createdAt - clockSkewMs);
    if (!copy) continue;
    claimed.add(copy.id);
    arrived.add(entry.id);
  }
  return arrived;
}

/**
 * The server's list with this device's queued writes laid over it: questions asked offline show
 * as the viewer's own, marked pending; a queued upvote shows at once (the newest one per question
 * wins); refused ones stay, marked with why. A pending ask whose server copy is already in the
 * list is not shown a second time.
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
  const arrived = arrivedCopies(questions, asks);
  for (const entry of asks) {
    if (arrived.has(entry.id)) continue;
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
