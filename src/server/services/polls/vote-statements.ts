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
// the live fan-out to thousands of streams keeps busy: 2,000 votes in 10 s queued on those locks.

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
      poll.results_visibility, poll.anonymous, poll.updated_at::text as version,
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
  poll: Pick<NonNullable<VoteSnapshot['poll']>, 'version' | 'state' | 'opensAt' | 'closesAt'>;
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

const uuidArray = (ids: readonly string[] | null) =>
  sql`(select array_agg(value::uuid order by position) from json_array_elements_text(${ids ? JSON.stringify(ids) : null}::json) with ordinality as chosen(value, position))`;

/**
 * One statement: the poll still as read (share-locked, so a close waits for the votes under way
 * and every vote after it finds the poll changed), the key still free, the person's vote still as
 * read; then the vote row, the running counts and the key's claim, and the counts as they stand.
 */
export async function writeVoteOnce(db: Db, write: VoteWrite): Promise<VoteWriteOutcome> {
  // Options in id order, every one locked before any is changed: two multiple-choice votes lock
  // in the same order, so they wait for each other instead of deadlocking.
  const moves = [...write.moves].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const replaces = write.before !== null;
  const result = (await db.execute(sql`
    with moves as (
      select id, delta from json_to_recordset(${JSON.stringify(moves)}::json) as m(id uuid, delta int)
    ),
    poll as (
      select id from ${polls}
      where id = ${write.pollId} and event_id = ${write.eventId}
        -- What the vote was judged on: every edit, close or opening moves updated_at, and the
        -- state and times are checked too, whatever wrote them.
        and updated_at = ${write.poll.version}::timestamptz and state = ${write.poll.state}
        and floor(extract(epoch from opens_at)) is not distinct from ${write.poll.opensAt}::float8
        and floor(extract(epoch from closes_at)) is not distinct from ${write.poll.closesAt}::float8
        -- Every chosen option is one of this poll's (judged on a copy of its options).
        and (select count(*) from ${pollOptions} where ${pollOptions.pollId} = ${write.pollId} and ${pollOptions.id} in (select id from moves where delta > 0))
          = (select count(*) from moves where delta > 0)
      for share
    ),
    vote as (
      insert into ${pollVotes} (poll_id, account_id, option_ids, commitment, voted_at)
      select ${write.pollId}::uuid, ${write.accountId}::uuid, ${uuidArray(write.optionIds)}, ${write.commitment}::text, ${write.now.toISOString()}::timestamptz
      where exists (select 1 from poll)
        and not exists (select 1 from ${appliedWrites} where account_id = ${write.accountId} and idempotency_key = ${write.key.idempotencyKey})
      on conflict (poll_id, account_id) do update
        set option_ids = excluded.option_ids, commitment = excluded.commitment, voted_at = excluded.voted_at
        -- Checked on the row as it is now, after waiting for another of the person's devices.
        where ${replaces}::boolean
          and ${pollVotes}.option_ids is not distinct from ${uuidArray(write.before?.optionIds ?? null)}
          and ${pollVotes}.commitment is not distinct from ${write.before?.commitment ?? null}::text
      returning 1
    ),
    -- After the vote row (reading vote runs it first): two of one person's devices meet on that
    -- row before either holds an option, so neither waits on the other holding one.
    locked as (
      select ${pollOptions.id} from ${pollOptions}
      where ${pollOptions.pollId} = ${write.pollId} and ${pollOptions.id} in (select id from moves) and exists (select 1 from vote)
      order by ${pollOptions.id}
      for update
    ),
    moved as (
      update ${pollOptions} set votes = ${pollOptions.votes} + moves.delta
      from moves
      where ${pollOptions.id} = moves.id and ${pollOptions.pollId} = ${write.pollId}
        -- count(*) reads every locked row first, so all are locked (in order) before any changes.
        and (select count(*) from locked) >= 0
        and exists (select 1 from vote)
      returning ${pollOptions.id} as id, ${pollOptions.votes} as votes
    ),
    claim as (${claimKey(write.key, { pollId: write.pollId }, sql`exists (select 1 from vote)`)})
    select
      (select count(*)::int from vote) as voted,
      (select count(*)::int from claim) as claimed,
      (select json_object_agg(options.id, coalesce(moved.votes, options.votes))
        from ${pollOptions} as options left join moved on moved.id = options.id
        where options.poll_id = ${write.pollId}) as votes,
      -- As voterCount (poll-counts.ts): a single-choice poll's voters are its options' counts, with this vote.
      (select case when kind = 'single'
        then (select coalesce(sum(coalesce(moved.votes, options.votes)), 0)::int from ${pollOptions} as options left join moved on moved.id = options.id where options.poll_id = ${write.pollId})
        else (select count(*)::int from ${pollVotes} where poll_id = ${write.pollId}) + ${replaces ? 0 : 1}::int end
        from ${polls} where id = ${write.pollId}) as voters
  `)) as unknown as Rows<{ voted: number; claimed: number; votes: Record<string, number> | null; voters: number }>;
  const row = result.rows[0]!;
  if (row.voted === 0) return { applied: false };
  return { applied: true, counts: { voters: row.voters, votes: row.votes ?? {} }, claimed: row.claimed > 0 };
}
