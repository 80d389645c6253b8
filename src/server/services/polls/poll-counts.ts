import { count, eq, inArray } from 'drizzle-orm';
import type { PollCounts } from '#shared/contracts/polls.ts';
import type { Db } from '../../db/client.ts';
import { pollOptions } from '../../db/schema/poll-options.ts';
import { pollVotes } from '../../db/schema/poll-votes.ts';

/** The counts of some polls: the options' running counts and the number of people who voted. */
export async function readPollCounts(db: Db, pollIds: readonly string[]): Promise<Map<string, PollCounts>> {
  const counts = new Map<string, PollCounts>(pollIds.map((id) => [id, { voters: 0, votes: {} }]));
  if (pollIds.length === 0) return counts;
  const [options, voters] = await Promise.all([
    db.select({ pollId: pollOptions.pollId, id: pollOptions.id, votes: pollOptions.votes }).from(pollOptions).where(inArray(pollOptions.pollId, [...pollIds])),
    db.select({ pollId: pollVotes.pollId, voters: count() }).from(pollVotes).where(inArray(pollVotes.pollId, [...pollIds])).groupBy(pollVotes.pollId),
  ]);
  for (const option of options) counts.get(option.pollId)!.votes[option.id] = option.votes;
  for (const row of voters) counts.get(row.pollId)!.voters = row.voters;
  return counts;
}

export async function readOnePollCounts(db: Db, pollId: string): Promise<PollCounts> {
  return (await readPollCounts(db, [pollId])).get(pollId)!;
}

/** Who voted in a poll (account ids): whom "after voting" results may go to. */
export async function readVoterAccounts(db: Db, pollId: string): Promise<Set<string>> {
  const rows = await db.select({ accountId: pollVotes.accountId }).from(pollVotes).where(eq(pollVotes.pollId, pollId));
  return new Set(rows.map((row) => row.accountId));
}
