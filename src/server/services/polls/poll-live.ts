import { and, eq } from 'drizzle-orm';
import type { PollLive } from '#shared/contracts/polls.ts';
import { effectivePollState, mayShowResults } from '#shared/rules/poll-state.ts';
import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema/events.ts';
import { polls } from '../../db/schema/polls.ts';
import type { Clock } from '../clock.ts';
import type { LiveChannel, LiveDelivery } from '../live/live-channel.ts';
import { optionVotes, readVoterAccounts, voterCount } from './poll-counts.ts';
import { pollManagerAccounts } from './poll-managers.ts';
import { seconds } from './poll-rows.ts';

/**
 * Topic 'polls', key a poll id: the state now and the counts, each built once per coalesced change
 * whoever watches. Counts go to everyone when the poll shows them to all (live, or closed);
 * otherwise only to those allowed (the voters in "after voting", and those who run the poll),
 * and the rest get the state with no counts.
 */
function createPollLiveRenderer(db: Db, clock: Clock) {
  return async ({ eventId, key }: { eventId: string; key: string }): Promise<LiveDelivery> => {
    // The poll, its switch and its counts in one small read: this runs up to twice a second per poll.
    const [poll] = await db
      .select({
        id: polls.id,
        programId: polls.programItemId,
        state: polls.state,
        opensAt: polls.opensAt,
        closesAt: polls.closesAt,
        resultsVisibility: polls.resultsVisibility,
        updatedAt: polls.updatedAt,
        enabled: events.enableFeedback,
        votes: optionVotes,
        voters: voterCount,
      })
      .from(polls)
      .innerJoin(events, eq(events.id, polls.eventId))
      .where(and(eq(polls.id, key), eq(polls.eventId, eventId)))
      .limit(1);
    // Removed (the feed says so) or switched off: nothing to say.
    if (!poll?.enabled) return {};
    // The close time too: a change rendered after it (a late vote's) must not say "open".
    const state = effectivePollState({ state: poll.state, opensAt: seconds(poll.opensAt), closesAt: seconds(poll.closesAt) }, Math.floor(clock.now().getTime() / 1000));
    // revisedAt: an edit (or a state change) tells open screens to read the definitions again.
    const revisedAt = poll.updatedAt.getTime();
    const withCounts: PollLive = { pollId: poll.id, state, results: { voters: poll.voters, votes: poll.votes ?? {} }, revisedAt };
    if (mayShowResults(poll, { state, voted: false, canManage: false })) return { toAll: withCounts };
    const [voters, managers] = await Promise.all([
      poll.resultsVisibility === 'afterVoting' ? readVoterAccounts(db, poll.id) : Promise.resolve(new Set<string>()),
      pollManagerAccounts(db, eventId, poll.programId),
    ]);
    const withoutCounts: PollLive = { pollId: poll.id, state, results: null, revisedAt };
    return {
      toAll: withoutCounts,
      forAccount: (accountId) =>
        mayShowResults(poll, { state, voted: voters.has(accountId), canManage: managers.has(accountId) }) ? withCounts : undefined,
    };
  };
}

export function registerPollsLive(live: LiveChannel, db: Db, clock: Clock): void {
  live.setRenderer('polls', createPollLiveRenderer(db, clock));
}
