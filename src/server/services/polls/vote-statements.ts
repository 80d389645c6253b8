import { sql, type SQL } from 'drizzle-orm';
import type { PollCounts, ResultsVisibility } from '#shared/contracts/polls.ts';
import type { Db } from '../../db/client.ts';
import { appliedWrites } from '../../db/schema/applied-writes.ts';
import { pollOptions } from '../../db/schema/poll-options.ts';
import { pollVotes } from '../../db/schema/poll-votes.ts';
import { polls, type PollRow } from '../../db/schema/polls.ts';
import type { Write } from '../idempotency/apply-once.ts';

// A vote is a read and one write statement, with no transaction around them: the write checks
// that nothing it decided on changed since the read (the poll, the person's vote so far, the key
// unused) and applies the vote, its counts and its idempotency key together, or nothing. The hot
// rows (the poll's, the chosen option's) are locked only while PostgreSQL runs that one
// statement and commits it, never while a round trip waits on this process's event loop, which
// the live fan-out to thousands of streams keeps busy, so a room voting at once never queues on them.

export interface VoteSnapshot {
  /** This account used the key before: the vote answers as a replay (or CONFLICT). */
  keyTaken: boolean;
  /** Null when no such poll is in the event. */
  poll: {
    kind: PollRow['kind'];
    state: PollRow['state'];
    opensAt: number | null;
    closesAt: number | null;
    resultsVisibility: ResultsVisibility;
    anonymous: boolean;
    optionIds: string[];
    /** What a vote must name to be taken (vote-judgement.ts). */
    revision: number;
    /** The revision members could first see, or null while they cannot yet. */
    shownRevision: number | null;
    /** updated_at as PostgreSQL writes it (to the microsecond): every edit, close or opening moves it. */
    version: string;
  } | null;
  /** The person's vote so far, or null. */
  mine: { optionIds: string[] | null; commitment: string | null } | null;
}

type Rows<T> = { rows: T[] };

/** One statement, no locks: whether the key is used, the poll, its option ids and the person's vote so far. */
export async function readVoteSnapshot(db: Db, { pollId, eventId, accountId, idempotencyKey }: { pollId: string; eventId: string; accountId: string; idempotencyKey: string }): Promise<VoteSnapshot> {
  const result = (await db.execute(sql`
    select
      exists (select 1 from ${appliedWrites} where account_id = ${accountId} and idempotency_key = ${idempotencyKey}) as key_taken,
      poll.kind, poll.state, floor(extract(epoch from poll.opens_at))::float8 as opens_at, floor(extract(epoch from poll.closes_at))::float8 as closes_at,
      poll.results_visibility, poll.anonymous, poll.revision, poll.shown_revision, poll.updated_at::text as version,
      (select json_agg(${pollOptions.id}) from ${pollOptions} where ${pollOptions.pollId} = poll.id) as option_ids,
      mine.found, mine.option_ids as my_option_ids, mine.commitment as my_commitment
    from (select 1) as one
    left join ${polls} as poll on poll.id = ${pollId} and poll.event_id = ${eventId}
    left join lateral (
      select true as found, to_json(option_ids) as option_ids, commitment from ${pollVotes}
      where poll_id = poll.id and account_id = ${accountId}
    ) as mine on true
  `)) as unknown as Rows<{
    key_taken: boolean;
    kind: PollRow['kind'] | null;
    state: PollRow['state'] | null;
    opens_at: number | null;
    closes_at: number | null;
    results_visibility: ResultsVisibility | null;
    anonymous: boolean | null;
    revision: number | null;
    shown_revision: number | null;
    version: string | null;
    option_ids: string[] | null;
    found: boolean | null;
    my_option_ids: string[] | null;
    my_commitment: string | null;
  }>;
  const row = result.rows[0]!;
  return {
    keyTaken: row.key_taken,
    poll: row.kind
      ? {
          kind: row.kind,
          state: row.state!,
          opensAt: row.opens_at,
          closesAt: row.closes_at,
          resultsVisibility: row.results_visibility!,
          anonymous: row.anonymous!,
          optionIds: row.option_ids ?? [],
          revision: row.revision!,
          shownRevision: row.shown_revision,
          version: row.version!,
        }
      : null,
    mine: row.found ? { optionIds: row.my_option_ids, commitment: row.my_commitment } : null,
  };
}

/** The key's claim, storing what a replay answers (the poll id), when `when` holds and the key is free. */
function claimKey(write: Write, stored: unknown, when: SQL): SQL {
  return sql`insert into ${appliedWrites} (account_id, idempotency_key, op, fingerprint, result)
    select ${write.accountId}::uuid, ${write.idempotencyKey}::text, ${write.op}::text, ${write.fingerprint}::text, ${JSON.stringify(stored)}::jsonb
    where ${when}
    on conflict do nothing
    returning 1`;
}

/** A vote that changes nothing (the same choice again) still takes its key: a later replay must not apply it. True when claimed. */
export async function claimUnchangedVote(db: Db, write: Write, pollId: string): Promise<boolean> {
  const result = (await db.execute(sql`${claimKey(write, { pollId }, sql`true`)}`)) as unknown as Rows<unknown>;
  return result.rows.length > 0;
}

export interface VoteWrite {
  key: Write;
  pollId: string;
  eventId: string;
  accountId: string;
  /** The poll as the vote was judged on it: the write applies only if it is still so. */
  poll: Pick<NonNullable<VoteSnapshot['poll']>, 'version' | 'revision' | 'state' | 'opensAt' | 'closesAt'>;
  /** What the row keeps: the choice (named poll) or the commitment (anonymous poll). */
  optionIds: string[] | null;
  commitment: string | null;
  /** The person's vote as read (null: none yet); the write applies only if it is still that. */
  before: { optionIds: string[] | null; commitment: string | null } | null;
  /** Count changes by option id. */
  moves: Array<{ id: string; delta: number }>;
  now: Date;
}

/** What the write statement did: applied with the counts as they stand, or why not. */
export type VoteWriteOutcome =
  | { applied: true; counts: PollCounts; claimed: boolean }
  /** The poll changed (edited, closed, opened, removed) or the person's vote or the key did since the read: read again. */
  | { applied: false };

/** What write_poll_vote answers for one vote. */
export interface VoteWriteRow {
  voted: number;
  claimed: number;
  votes: Record<string, number> | null;
  voters: number;
}

export function toOutcome(row: VoteWriteRow): VoteWriteOutcome {
  if (row.voted === 0) return { applied: false };
  return { applied: true, counts: { voters: row.voters, votes: row.votes ?? {} }, claimed: row.claimed > 0 };
}

/** Options in id order, every one locked before any is changed: two multiple-choice votes lock in the same order, so they wait for each other instead of deadlocking. */
export const movesInLockOrder = (write: VoteWrite) => [...write.moves].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/**
 * One statement, the database function write_poll_vote (migration 0021, checks added by 0023;
 * planned once per connection): the poll still as read, revision included (share-locked, so a close waits for the votes under way and
 * every vote after it finds the poll changed), the key still free, the person's vote still as
 * read; then the vote row, the running counts and the key's claim, and the counts as they stand.
 * Callers go through writeVoteOnce (vote-batch.ts), which on PGlite writes votes that arrive
 * together in one statement.
 */
export async function writeOneVote(db: Db, write: VoteWrite): Promise<VoteWriteOutcome> {
  const moves = movesInLockOrder(write);
  const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
  const result = (await db.execute(sql`
    select voted, claimed, votes, voters from write_poll_vote(
      ${write.pollId}::uuid, ${write.eventId}::uuid, ${write.accountId}::uuid,
      ${write.key.idempotencyKey}::text, ${write.key.op}::text, ${write.key.fingerprint}::text, ${JSON.stringify(storedAnswer(write))}::jsonb,
      ${write.poll.version}::timestamptz, ${write.poll.revision}::int, ${write.poll.state}::text, ${write.poll.opensAt}::float8, ${write.poll.closesAt}::float8,
      ${json(write.optionIds)}::json, ${write.commitment}::text,
      ${write.before !== null}::boolean, ${json(write.before?.optionIds ?? null)}::json, ${write.before?.commitment ?? null}::text,
      ${JSON.stringify(moves)}::json, ${write.now.toISOString()}::timestamptz
    )
  `)) as unknown as Rows<VoteWriteRow>;
  return toOutcome(result.rows[0]!);
}

/** What a replay of the vote's key answers from: the poll id only (vote-poll.ts). */
export const storedAnswer = (write: VoteWrite) => ({ pollId: write.pollId });
