import { sql, type SQL } from 'drizzle-orm';
import type { PollCounts, ResultsVisibility } from '#shared/contracts/polls.ts';
import type { Db } from '../../db/client.ts';
import { pollOptions } from '../../db/schema/poll-options.ts';
import { pollVotes } from '../../db/schema/poll-votes.ts';
import { polls, type PollRow } from '../../db/schema/polls.ts';

// A vote is two statements in its transaction, so the rows it locks stay locked for one round
// trip and the commit, not for a conversation: what votes of one poll wait on is short.

export interface VoteContext {
  /** False when the claim found the key taken: nothing else in the row counts then. */
  claimed: boolean;
  /** Null when no such poll is in the event. */
  poll: { kind: PollRow['kind']; state: PollRow['state']; opensAt: number | null; closesAt: number | null; resultsVisibility: ResultsVisibility; anonymous: boolean; optionIds: string[] } | null;
  /** The person's vote so far (locked until commit), or null. */
  mine: { optionIds: string[] | null; commitment: string | null } | null;
}

type Rows<T> = { rows: T[] };

/**
 * One statement: the idempotency claim, the poll (shared lock: votes go side by side, a close
 * waits for those under way and every vote after it sees the poll closed), its option ids, and
 * the person's vote so far, locked so two of their devices take turns.
 */
export async function readVoteContext(tx: Db, claim: SQL, { pollId, eventId, accountId }: { pollId: string; eventId: string; accountId: string }): Promise<VoteContext> {
  const result = (await tx.execute(sql`
    with claim as (${claim}),
    poll as (
      select id, kind, state, opens_at, closes_at, results_visibility, anonymous from ${polls}
      where id = ${pollId} and event_id = ${eventId}
      for share
    )
    select
      (select count(*)::int from claim) as claimed,
      poll.kind, poll.state, floor(extract(epoch from poll.opens_at))::float8 as opens_at, floor(extract(epoch from poll.closes_at))::float8 as closes_at, poll.results_visibility, poll.anonymous,
      (select json_agg(${pollOptions.id}) from ${pollOptions} where ${pollOptions.pollId} = poll.id) as option_ids,
      mine.found, mine.option_ids as my_option_ids, mine.commitment as my_commitment
    from (select 1) as one
    left join poll on true
    left join lateral (
      select true as found, to_json(option_ids) as option_ids, commitment from ${pollVotes}
      where poll_id = poll.id and account_id = ${accountId}
      for update
    ) as mine on true
  `)) as unknown as Rows<{
    claimed: number;
    kind: PollRow['kind'] | null;
    state: PollRow['state'] | null;
    opens_at: number | null;
    closes_at: number | null;
    results_visibility: ResultsVisibility | null;
    anonymous: boolean | null;
    option_ids: string[] | null;
    found: boolean | null;
    my_option_ids: string[] | null;
    my_commitment: string | null;
  }>;
  const row = result.rows[0]!;
  return {
    claimed: row.claimed > 0,
    poll: row.kind
      ? {
          kind: row.kind,
          state: row.state!,
          opensAt: row.opens_at,
          closesAt: row.closes_at,
          resultsVisibility: row.results_visibility!,
          anonymous: row.anonymous!,
          optionIds: row.option_ids ?? [],
        }
      : null,
    mine: row.found ? { optionIds: row.my_option_ids, commitment: row.my_commitment } : null,
  };
}

export interface VoteWrite {
  pollId: string;
  accountId: string;
  /** What the row keeps: the choice (named poll) or the commitment (anonymous poll). */
  optionIds: string[] | null;
  commitment: string | null;
  /** The person had a vote (readVoteContext locked it): update it; else insert one. */
  replaces: boolean;
  /** Count changes by option id. */
  moves: Array<{ id: string; delta: number }>;
  now: Date;
}

/**
 * One statement: the person's vote row and the running counts, then the counts as they stand
 * with this vote. Null when another device of the same person inserted their first vote
 * meanwhile (nothing changed then: the caller starts again and finds it).
 */
export async function writeVote(tx: Db, write: VoteWrite): Promise<PollCounts | null> {
  // Options in id order, every one locked before any is changed: two multiple-choice votes lock
  // in the same order, so they wait for each other instead of deadlocking.
  const moves = [...write.moves].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const result = (await tx.execute(sql`
    with moves as (
      select id, delta from json_to_recordset(${JSON.stringify(moves)}::json) as m(id uuid, delta int)
    ),
    locked as (
      select ${pollOptions.id} from ${pollOptions}
      where ${pollOptions.pollId} = ${write.pollId} and ${pollOptions.id} in (select id from moves)
      order by ${pollOptions.id}
      for update
    ),
    vote as (
      insert into ${pollVotes} (poll_id, account_id, option_ids, commitment, voted_at)
      values (
        ${write.pollId}, ${write.accountId},
        (select array_agg(value::uuid order by position) from json_array_elements_text(${write.optionIds ? JSON.stringify(write.optionIds) : null}::json) with ordinality as chosen(value, position)),
        ${write.commitment}, ${write.now.toISOString()}::timestamptz
      )
      on conflict (poll_id, account_id) do update
        set option_ids = excluded.option_ids, commitment = excluded.commitment, voted_at = excluded.voted_at
        where ${write.replaces}::boolean
      returning 1
    ),
    moved as (
      update ${pollOptions} set votes = ${pollOptions.votes} + moves.delta
      from moves
      where ${pollOptions.id} = moves.id and ${pollOptions.pollId} = ${write.pollId}
        -- count(*) reads every locked row first, so all are locked (in order) before any changes.
        and (select count(*) from locked) >= 0
        and exists (select 1 from vote)
      returning ${pollOptions.id} as id, ${pollOptions.votes} as votes
    )
    select
      (select count(*)::int from vote) as voted,
      (select json_object_agg(options.id, coalesce(moved.votes, options.votes))
        from ${pollOptions} as options left join moved on moved.id = options.id
        where options.poll_id = ${write.pollId}) as votes,
      (select count(*)::int from ${pollVotes} where poll_id = ${write.pollId}) + ${write.replaces ? 0 : 1}::int as voters
  `)) as unknown as Rows<{ voted: number; votes: Record<string, number> | null; voters: number }>;
  const row = result.rows[0]!;
  if (row.voted === 0) return null;
  return { voters: row.voters, votes: row.votes ?? {} };
}
