import { and, asc, desc, eq, inArray, lte, ne, or, type SQL } from 'drizzle-orm';
import type { Poll } from '#shared/contracts/polls.ts';
import type { Db } from '../../db/client.ts';
import { pollOptions } from '../../db/schema/poll-options.ts';
import { polls, type PollRow } from '../../db/schema/polls.ts';
import { DomainError } from '../domain-error.ts';

export const pollNotFoundMessage = 'Poll not found';

/** A stored time as the unix seconds the contracts carry (null stays null). */
export const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

export function toPoll(row: PollRow, options: Array<{ id: string; label: string }>): Poll {
  return {
    id: row.id,
    eventId: row.eventId,
    programId: row.programItemId,
    question: row.question,
    kind: row.kind,
    options,
    state: row.state,
    opensAt: seconds(row.opensAt),
    closesAt: seconds(row.closesAt),
    resultsVisibility: row.resultsVisibility,
    anonymous: row.anonymous,
    revision: row.revision,
    createdAt: row.createdAt.getTime(),
  };
}

/**
 * The polls every member may see at `now`: all but those scheduled to open later. A scheduled
 * poll's question and options reach only those who run it (`scheduledPollsFor`) until its time.
 */
export const visibleToMembers = (now: Date): SQL => or(ne(polls.state, 'scheduled'), lte(polls.opensAt, now))!;

/** Polls of an event (those matching `where`, all by default) with their options, newest first. */
export async function loadEventPolls(db: Db, eventId: string, where?: SQL): Promise<Poll[]> {
  const rows = await db
    .select()
    .from(polls)
    .where(where ? and(eq(polls.eventId, eventId), where) : eq(polls.eventId, eventId))
    .orderBy(desc(polls.createdAt), asc(polls.id));
  if (rows.length === 0) return [];
  const options = await db
    .select({ id: pollOptions.id, pollId: pollOptions.pollId, label: pollOptions.label })
    .from(pollOptions)
    .where(inArray(pollOptions.pollId, rows.map((row) => row.id)))
    .orderBy(asc(pollOptions.pollId), asc(pollOptions.position));
  const byPoll = new Map<string, Array<{ id: string; label: string }>>();
  for (const { pollId, id, label } of options) byPoll.set(pollId, [...(byPoll.get(pollId) ?? []), { id, label }]);
  return rows.map((row) => toPoll(row, byPoll.get(row.id) ?? []));
}

/** One poll of the event; NOT_FOUND for a poll of another event, so ids reveal nothing. */
export async function loadPoll(db: Db, eventId: string, pollId: string): Promise<Poll> {
  const [row] = await db.select().from(polls).where(and(eq(polls.id, pollId), eq(polls.eventId, eventId))).limit(1);
  if (!row) throw new DomainError('NOT_FOUND', pollNotFoundMessage);
  const options = await db
    .select({ id: pollOptions.id, label: pollOptions.label })
    .from(pollOptions)
    .where(eq(pollOptions.pollId, pollId))
    .orderBy(asc(pollOptions.position));
  return toPoll(row, options);
}
