import { eq, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PollCounts } from '#shared/contracts/polls.ts';
import type { Db } from '../../db/client.ts';
import { pollOptions } from '../../db/schema/poll-options.ts';
import { pollVotes } from '../../db/schema/poll-votes.ts';
import { polls } from '../../db/schema/polls.ts';

// Drizzle writes a select list's columns unqualified when the query has no join, and inside
// these subqueries an unqualified "id" would name the option's: the poll's id is spelt out.
const pollIdOf = (table: PgTable, column: AnyPgColumn) => sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;
const pollsId = pollIdOf(polls, polls.id);

/** A poll's running counts by option id, as a subquery beside its `polls` row (null: no options). */
export const optionVotes: SQL<Record<string, number> | null> = sql`(select json_object_agg(options.id, options.votes) from ${pollOptions} as options where options.poll_id = ${pollsId})`;

/**
 * How many people voted in a poll, as a subquery beside its `polls` row. In a single-choice poll
 * every voter counts once on exactly one option (kept in the same statement as the vote), so the
 * options' counts add up to it: a few rows read instead of every vote row, which a vote's answer
 * would otherwise pay for again and again while a room votes (most of a vote's time on PGlite).
 */
export const voterCount: SQL<number> = sql`(case when ${sql.identifier(getTableName(polls))}.${sql.identifier(polls.kind.name)} = 'single'
  then (select coalesce(sum(options.votes), 0)::int from ${pollOptions} as options where options.poll_id = ${pollsId})
  else (select count(*)::int from ${pollVotes} as votes where votes.poll_id = ${pollsId}) end)`.mapWith(Number);

/** The counts of some polls, one small read: the options' running counts and the number of people who voted. */
export async function readPollCounts(db: Db, pollIds: readonly string[]): Promise<Map<string, PollCounts>> {
  const counts = new Map<string, PollCounts>(pollIds.map((id) => [id, { voters: 0, votes: {} }]));
  if (pollIds.length === 0) return counts;
  const rows = await db
    .select({ pollId: polls.id, votes: optionVotes, voters: voterCount })
    .from(polls)
    .where(inArray(polls.id, [...pollIds]));
  for (const row of rows) counts.set(row.pollId, { voters: row.voters, votes: row.votes ?? {} });
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
