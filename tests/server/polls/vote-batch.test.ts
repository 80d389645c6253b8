// Runs on both databases: batched votes go through SQL functions.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isEmbeddedDb } from '#server/db/client.ts';
import { pollOptions } from '#server/db/schema/poll-options.ts';
import { pollVotes } from '#server/db/schema/poll-votes.ts';
import { votePollOp } from '#server/services/polls/vote-poll.ts';
import { writeVoteOnce } from '#server/services/polls/vote-batch.ts';
import { readVoteSnapshot, type VoteWrite } from '#server/services/polls/vote-statements.ts';
import type { Poll } from '#shared/contracts/polls.ts';
import type { TestAccount } from '../helpers/accounts.ts';
import { createPoll, pollDraft, pollSceneForFile } from './poll-scene.ts';

// writeVoteOnce as the vote path calls it, many in the same turn: on PGlite they go in one
// statement (write_poll_votes, migration 0022), in the order they came; on PostgreSQL one each, on
// several connections at once, so in no set order. Either way each vote is judged on its own and
// answered on its own.

const file = pollSceneForFile();
const scene = () => file.scene;
const db = () => file.t.db;

async function writeFor(who: TestAccount, poll: Poll, optionId: string, overrides: { key?: string; version?: string } = {}): Promise<VoteWrite> {
  const snapshot = await readVoteSnapshot(db(), { pollId: poll.id, eventId: poll.eventId, accountId: who.account.id, idempotencyKey: randomUUID() });
  const read = snapshot.poll!;
  return {
    key: { accountId: who.account.id, op: votePollOp, idempotencyKey: overrides.key ?? randomUUID(), fingerprint: `fingerprint-${optionId}` },
    pollId: poll.id,
    eventId: poll.eventId,
    accountId: who.account.id,
    poll: { version: overrides.version ?? read.version, revision: read.revision, state: read.state, opensAt: read.opensAt, closesAt: read.closesAt },
    optionIds: [optionId],
    commitment: null,
    before: null,
    moves: [{ id: optionId, delta: 1 }],
    now: new Date(),
  };
}

const storedVotes = async (poll: Poll) => {
  const rows = await db().select({ accountId: pollVotes.accountId }).from(pollVotes).where(eq(pollVotes.pollId, poll.id));
  const options = await db().select({ votes: pollOptions.votes }).from(pollOptions).where(eq(pollOptions.pollId, poll.id));
  return { rows: rows.map((row) => row.accountId).sort(), counted: options.reduce((total, option) => total + option.votes, 0) };
};

describe('vote writes that arrive together', () => {
  it('are each applied once with their own answers (on PGlite in the order they came, the last answer counting all); a reused key and a stale poll write nothing', async () => {
    const poll = await createPoll(file.t, scene().organizer, pollDraft(scene().eventId));
    const [a, b] = poll.options.map((option) => option.id) as [string, string];
    const { attendee, neighbour, speaker, organizer } = scene();
    const reusedKey = randomUUID();
    const writes = [
      await writeFor(attendee, poll, a),
      await writeFor(neighbour, poll, b, { key: reusedKey }),
      // The same account and key again (a device sending twice): the first claimed it.
      await writeFor(neighbour, poll, b, { key: reusedKey }),
      // Judged on a poll as it no longer is (an edit or close came in between).
      await writeFor(speaker, poll, a, { version: '2000-01-01 00:00:00+00' }),
      await writeFor(organizer, poll, b),
    ];
    const outcomes = await Promise.all(writes.map((write) => writeVoteOnce(db(), write)));
    const applied = outcomes.map((outcome) => outcome.applied);
    // Whichever of the two sends of one key the database ran first claimed it; the other wrote nothing.
    expect([applied[0], applied[1] !== applied[2], applied[3], applied[4]]).toEqual([true, true, false, true]);
    expect(await storedVotes(poll)).toEqual({ rows: [attendee.account.id, neighbour.account.id, organizer.account.id].sort(), counted: 3 });
    // Every applied answer counts at least its own vote. On PostgreSQL the writes run at once on
    // several connections, so an answer may miss a vote committed just after it read the counts
    // (the live results that follow carry the total); the stored rows above are the whole truth.
    outcomes.forEach((outcome, index) => {
      if (!outcome.applied) return;
      const chosen = writes[index]!.moves[0]!.id;
      expect(outcome.counts.votes?.[chosen]).toBeGreaterThanOrEqual(1);
      expect(outcome.counts.voters).toBeGreaterThanOrEqual(1);
      expect(outcome.counts.voters).toBeLessThanOrEqual(3);
    });
    if (isEmbeddedDb(db())) {
      // One statement, in the order they came: each answer counts the votes before it and itself.
      expect(applied).toEqual([true, true, false, false, true]);
      expect(outcomes.map((outcome) => (outcome.applied ? outcome.counts.voters : null))).toEqual([1, 2, null, null, 3]);
      expect(outcomes[4]).toMatchObject({ applied: true, counts: { voters: 3, votes: { [a]: 1, [b]: 2 } } });
    }
  });

  it('a vote the database refuses outright fails alone; the others arriving with it still count', async () => {
    const poll = await createPoll(file.t, scene().organizer, pollDraft(scene().eventId));
    const [a] = poll.options.map((option) => option.id) as [string];
    const { attendee, neighbour, speaker } = scene();
    const writes = [await writeFor(attendee, poll, a), await writeFor(neighbour, poll, a, { version: 'not a time' }), await writeFor(speaker, poll, a)];
    const settled = await Promise.allSettled(writes.map((write) => writeVoteOnce(db(), write)));
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await storedVotes(poll)).toEqual({ rows: [attendee.account.id, speaker.account.id].sort(), counted: 2 });
  });
});
