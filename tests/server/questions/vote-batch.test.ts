// Runs on both databases: upvotes go through SQL functions (write_question_vote; on PGlite several in one statement).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEmbeddedDb } from '#server/db/client.ts';
import { accounts } from '#server/db/schema/accounts.ts';
import { appliedWrites } from '#server/db/schema/applied-writes.ts';
import { questionVotes } from '#server/db/schema/question-votes.ts';
import { questions } from '#server/db/schema/questions.ts';
import { DomainError } from '#server/services/domain-error.ts';
import { voteQuestion, type VoteQuestion } from '#server/services/questions/vote-question.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { ask, ok, qaScene, type QaScene } from './scene.ts';

// voteQuestion as the questions.vote procedure calls it, many in the same turn: on PGlite they go
// in one statement (write_question_votes, migration 0025) in the order they came; on PostgreSQL one
// each, on several connections at once. Either way every upvote keeps its own checks and answer.

let t: TestServer;
let s: QaScene;

beforeAll(async () => {
  t = await startTestServer();
  s = await qaScene(t);
});
afterAll(() => t.stop());

/** People who can upvote at the service: the procedure checked their membership before. */
async function people(count: number): Promise<string[]> {
  const rows = await t.db
    .insert(accounts)
    .values(Array.from({ length: count }, (_, index) => ({ email: `voter-${index}-${randomUUID()}@example.test`, firstName: 'Voter', lastName: String(index), passwordHash: 'x' })))
    .returning({ id: accounts.id });
  return rows.map((row) => row.id);
}

async function newQuestion(text: string): Promise<string> {
  return ok(await ask(t, s.ada, { eventId: s.eventId, programId: s.sessionId, text })).id;
}

const upvote = (accountId: string, questionId: string, overrides: Partial<VoteQuestion> = {}): VoteQuestion => ({
  accountId,
  questionId,
  eventId: s.eventId,
  idempotencyKey: randomUUID(),
  voted: true,
  ...overrides,
});

async function stored(questionId: string) {
  const [row] = await t.db.select({ votes: questions.voteCount }).from(questions).where(eq(questions.id, questionId));
  const votes = await t.db.select({ accountId: questionVotes.accountId }).from(questionVotes).where(eq(questionVotes.questionId, questionId));
  return { count: row?.votes, voters: votes.map((vote) => vote.accountId).sort() };
}

const codeOf = (result: PromiseSettledResult<unknown>) =>
  result.status === 'fulfilled' ? 'ok' : result.reason instanceof DomainError ? `${result.reason.code}: ${result.reason.message}` : 'raised';

describe('upvotes that arrive together', () => {
  it('give the answers sequential upvotes give: each counted once, on PGlite each answer counting those before it', async () => {
    const voters = await people(6);
    const [together, oneByOne] = [await newQuestion('Together?'), await newQuestion('One by one?')];
    const concurrent = await Promise.all(voters.map((voter) => voteQuestion(t.db, upvote(voter, together))));
    const sequential: Awaited<ReturnType<typeof voteQuestion>>[] = [];
    for (const voter of voters) sequential.push(await voteQuestion(t.db, upvote(voter, oneByOne)));

    expect(sequential.map((answer) => answer.votes)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(concurrent.every((answer) => answer.votedByMe && answer.id === together && answer.programId === s.sessionId)).toBe(true);
    expect(await stored(together)).toEqual({ count: 6, voters: [...voters].sort() });
    expect(await stored(oneByOne)).toEqual({ count: 6, voters: [...voters].sort() });
    // On PostgreSQL the writes run at once, so an answer may already count a vote committed just before it.
    if (isEmbeddedDb(t.db)) expect(concurrent.map((answer) => answer.votes)).toEqual(sequential.map((answer) => answer.votes));
    else for (const answer of concurrent) expect(answer.votes).toBeGreaterThanOrEqual(1);
  });

  it('apply a key sent twice in one turn once, answer both alike, refuse the key reused for the other direction, and replay later without counting', async () => {
    const [voter, other] = await people(2);
    const questionId = await newQuestion('Replayed?');
    const key = randomUUID();
    const settled = await Promise.allSettled([
      voteQuestion(t.db, upvote(voter!, questionId, { idempotencyKey: key })),
      voteQuestion(t.db, upvote(voter!, questionId, { idempotencyKey: key })),
      voteQuestion(t.db, upvote(voter!, questionId, { idempotencyKey: key, voted: false })),
      voteQuestion(t.db, upvote(other!, questionId)),
    ]);
    expect(settled.map(codeOf)).toEqual(['ok', 'ok', 'CONFLICT: This idempotency key was already used for a different write; a new write needs a new key', 'ok']);
    const answers = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    expect(answers.slice(0, 2).every((answer) => answer.votedByMe)).toBe(true);
    expect(await stored(questionId)).toEqual({ count: 2, voters: [voter!, other!].sort() });
    // The outbox sending it again later: the question as it is now, nothing counted.
    expect(await voteQuestion(t.db, upvote(voter!, questionId, { idempotencyKey: key }))).toEqual({ id: questionId, programId: s.sessionId, votes: 2, votedByMe: true });
    expect(await stored(questionId)).toEqual({ count: 2, voters: [voter!, other!].sort() });
    const [claim] = await t.db.select({ result: appliedWrites.result }).from(appliedWrites).where(eq(appliedWrites.idempotencyKey, key));
    expect(claim?.result).toMatchObject({ id: questionId, programId: s.sessionId, votedByMe: true });
  });

  it('refuse a hidden, a withdrawn and a closed-session upvote on their own, giving their keys back, while the rest count', async () => {
    const voters = await people(4);
    const [open, hidden, withdrawn] = [await newQuestion('Open?'), await newQuestion('Hidden?'), await newQuestion('Withdrawn?')];
    await t.db.update(questions).set({ status: 'hidden' }).where(eq(questions.id, hidden));
    await t.db.update(questions).set({ withdrawnAt: new Date() }).where(eq(questions.id, withdrawn));
    const refusedKey = randomUUID();
    const settled = await Promise.allSettled([
      voteQuestion(t.db, upvote(voters[0]!, open)),
      voteQuestion(t.db, upvote(voters[1]!, hidden, { idempotencyKey: refusedKey })),
      voteQuestion(t.db, upvote(voters[2]!, withdrawn)),
      voteQuestion(t.db, upvote(voters[3]!, open)),
    ]);
    expect(settled.map(codeOf)).toEqual(['ok', 'PRECONDITION_FAILED: This question was hidden by a moderator', 'NOT_FOUND: This question was withdrawn', 'ok']);
    expect(await stored(open)).toEqual({ count: 2, voters: [voters[0]!, voters[3]!].sort() });
    expect(await stored(hidden)).toEqual({ count: 0, voters: [] });
    // The refused key was not spent: sent again once the question is back, it counts.
    await t.db.update(questions).set({ status: 'approved' }).where(eq(questions.id, hidden));
    expect(await voteQuestion(t.db, upvote(voters[1]!, hidden, { idempotencyKey: refusedKey }))).toMatchObject({ votes: 1, votedByMe: true });
  });

  it('a vote the database refuses outright fails alone; the others arriving with it still count', async () => {
    const voters = await people(2);
    const questionId = await newQuestion('Outright?');
    // An account that does not exist: its key cannot be stored (foreign key), so its statement raises.
    const settled = await Promise.allSettled([
      voteQuestion(t.db, upvote(voters[0]!, questionId)),
      voteQuestion(t.db, upvote(randomUUID(), questionId)),
      voteQuestion(t.db, upvote(voters[1]!, questionId)),
    ]);
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(codeOf(settled[1]!)).toBe('raised');
    expect(await stored(questionId)).toEqual({ count: 2, voters: [...voters].sort() });
  });
});
