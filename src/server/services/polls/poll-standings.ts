import { and, eq, inArray } from 'drizzle-orm';
import type { PollStandings } from '#shared/contracts/polls.ts';
import { effectivePollState, mayShowResults } from '#shared/rules/poll-state.ts';
import type { Db } from '../../db/client.ts';
import { pollVotes } from '../../db/schema/poll-votes.ts';
import { polls } from '../../db/schema/polls.ts';
import type { EventAccess } from '../access/event-access.ts';
import { readPollCounts } from './poll-counts.ts';
import { mayManagePoll, speakerProgramIds } from './poll-managers.ts';
import { seconds } from './poll-rows.ts';

/**
 * What differs per viewer for every poll of the event: the state now, whether they voted (and
 * what, in named polls), the counts when they may see them, and whether they run it.
 */
export async function pollStandings(db: Db, access: EventAccess, accountId: string, now: Date): Promise<PollStandings> {
  const eventId = access.event.id;
  const [rows, speaks] = await Promise.all([
    db
      .select({ id: polls.id, programId: polls.programItemId, state: polls.state, opensAt: polls.opensAt, closesAt: polls.closesAt, resultsVisibility: polls.resultsVisibility, updatedAt: polls.updatedAt })
      .from(polls)
      .where(eq(polls.eventId, eventId)),
    speakerProgramIds(db, access),
  ]);
  const canCreate = access.permissions.has('Event::Poll::Manage');
  if (rows.length === 0) return { standings: [], canCreate, speakerProgramIds: speaks };
  const ids = rows.map((row) => row.id);
  const mine = await db
    .select({ pollId: pollVotes.pollId, optionIds: pollVotes.optionIds })
    .from(pollVotes)
    .where(and(eq(pollVotes.accountId, accountId), inArray(pollVotes.pollId, ids)));
  const myVotes = new Map(mine.map((row) => [row.pollId, row.optionIds]));
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const drafts = rows.map((row) => {
    const state = effectivePollState({ state: row.state, opensAt: seconds(row.opensAt), closesAt: seconds(row.closesAt) }, nowSeconds);
    const voted = myVotes.has(row.id);
    const canManage = mayManagePoll(access, speaks, row.programId);
    return { row, state, voted, canManage, show: mayShowResults(row, { state, voted, canManage }) };
  });
  const counts = await readPollCounts(db, drafts.filter((draft) => draft.show).map((draft) => draft.row.id));
  return {
    standings: drafts.map(({ row, state, voted, canManage, show }) => ({
      pollId: row.id,
      state,
      voted,
      myOptionIds: myVotes.get(row.id) ?? null,
      results: show ? (counts.get(row.id) ?? null) : null,
      canManage,
      revisedAt: row.updatedAt.getTime(),
    })),
    canCreate,
    speakerProgramIds: speaks,
  };
}
