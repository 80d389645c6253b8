// Runs on both databases: votes at once go through SQL functions and row locks.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollOptions } from '#server/db/schema/poll-options.ts';
import { pollVotes } from '#server/db/schema/poll-votes.ts';
import { polls } from '#server/db/schema/polls.ts';
import type { Poll } from '#shared/contracts/polls.ts';
import type { TestAccount } from '../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { createPoll, makePollScene, pollDraft, vote, type PollScene } from './poll-scene.ts';

// Votes of one poll run side by side (on PostgreSQL; PGlite takes them one at a time): these
// check what must still hold when they overlap.

let t: TestServer;
let scene: PollScene;
let voters: TestAccount[];
beforeAll(async () => {
  t = await startTestServer();
  scene = await makePollScene(t);
  voters = [scene.attendee, scene.neighbour, scene.speaker, scene.organizer];
});
afterAll(() => t.stop());

const ids = (poll: Poll) => poll.options.map((option) => option.id);

/** Resolves once another session of this database waits on a lock (asked from outside the open transaction). */
async function voteWaitingOnALock() {
  await expect
    .poll(async () => {
      const waiting = (await t.db.execute(sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`)) as unknown as {
        rows: Array<{ n: number }>;
      };
      return waiting.rows[0]?.n ?? 0;
    }, { interval: 20, timeout: 30_000 })
    .toBeGreaterThan(0);
}

/** The running counts, and the same counted again from the vote rows. */
async function countsAndRecount(poll: Poll) {
  const options = await t.db.select({ id: pollOptions.id, votes: pollOptions.votes }).from(pollOptions).where(eq(pollOptions.pollId, poll.id));
  const rows = await t.db.select({ optionIds: pollVotes.optionIds }).from(pollVotes).where(eq(pollVotes.pollId, poll.id));
  const recount = Object.fromEntries(ids(poll).map((id) => [id, rows.filter((row) => row.optionIds?.includes(id)).length]));
  return { counts: Object.fromEntries(options.map((option) => [option.id, option.votes])), recount, rows: rows.length };
}

describe('votes at the same moment', () => {
  it('one person voting from several devices at once has one vote, counted once', async () => {
    const poll = await createPoll(t, scene.organizer, pollDraft(scene.eventId));
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => vote(t, scene.attendee, poll, [ids(poll)[index % 3]!])));
    expect(answers.map((answer) => answer.error?.data.code ?? 'ok')).toEqual(answers.map(() => 'ok'));
    const { counts, recount, rows } = await countsAndRecount(poll);
    expect(rows).toBe(1);
    expect(counts).toEqual(recount);
  });

  it('multiple-choice votes changing in opposite orders all land, and the counts match the votes', async () => {
    const poll = await createPoll(t, scene.organizer, pollDraft(scene.eventId, { kind: 'multiple', options: ['A', 'B', 'C', 'D'] }));
    const [a, b, c, d] = ids(poll);
    const choices = [[a!, b!, c!], [d!, c!, b!], [b!, d!], [c!, a!], [a!, d!, b!, c!], [d!]];
    const answers = await Promise.all(voters.flatMap((voter, who) => choices.map((_, index) => vote(t, voter, poll, choices[(index + who) % choices.length]!))));
    expect(answers.map((answer) => answer.error?.data.code ?? 'ok')).toEqual(answers.map(() => 'ok'));
    const { counts, recount, rows } = await countsAndRecount(poll);
    expect(rows).toBe(voters.length);
    expect(counts).toEqual(recount);
  });

  it('the same key sent twice at once is applied once', async () => {
    const poll = await createPoll(t, scene.organizer, pollDraft(scene.eventId));
    const key = randomUUID();
    const extra = { idempotencyKey: key, ballotSecret: 'one-device-secret-abcdefghijklmnop' };
    const answers = await Promise.all(Array.from({ length: 6 }, () => vote(t, scene.neighbour, poll, [ids(poll)[1]!], extra)));
    expect(answers.map((answer) => answer.error?.data.code ?? 'ok')).toEqual(answers.map(() => 'ok'));
    expect((await countsAndRecount(poll)).counts[ids(poll)[1]!]).toBe(1);
  });

  it('a vote that arrives while a close is under way waits for it and is refused', async () => {
    const poll = await createPoll(t, scene.organizer, pollDraft(scene.eventId));
    let pending: ReturnType<typeof vote> | undefined;
    await t.db.transaction(async (tx) => {
      // The close, as setState writes it, not yet committed.
      await tx.update(polls).set({ state: 'closed' }).where(eq(polls.id, poll.id));
      pending = vote(t, scene.attendee, poll, [ids(poll)[0]!]);
      // Commit only once the vote is inside the database, waiting on this close: read before the
      // commit, it would count. PGlite runs one statement at a time, so there the vote can only
      // queue behind this transaction, and nothing outside it can look.
      if (t.server.database.kind === 'postgres') await voteWaitingOnALock();
    });
    expect((await pending!).error?.data.code).toBe('PRECONDITION_FAILED');
    expect((await countsAndRecount(poll)).rows).toBe(0);
  });
});
