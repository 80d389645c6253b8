import type { Poll, PollCounts, PollStanding } from '#shared/contracts/polls.ts';
import { effectivePollState, type EffectivePollState } from '#shared/rules/poll-state.ts';
import type { OutboxEntry } from '#client/offline/outbox.ts';
import type { Ballot } from './ballots.ts';
import { voteChoices, votePollId } from './poll-outbox.ts';

/** One poll as a screen shows it: definition, the viewer's standing, and their queued vote. */
export interface PollView {
  poll: Poll;
  state: EffectivePollState;
  results: PollCounts | null;
  /** What the viewer chose: the server's record, or this device's for anonymous and queued votes. */
  myOptionIds: string[] | null;
  voted: boolean;
  canManage: boolean;
  /** The newest queued vote: waiting to be sent, or refused by the server (kept until dismissed). */
  queued: OutboxEntry | null;
}

const stateOrder: Record<EffectivePollState, number> = { open: 0, scheduled: 1, closed: 2 };

/**
 * Open polls first, then scheduled, then closed; newest first within each (the feed's order).
 * A scheduled poll is listed before it opens only for those who run it (with "Opens …"; they read
 * it through polls.scheduled, the shared feed leaves it out until then). Everyone else gets it when
 * the server's opener writes it open, which moves the feed and sends a live message.
 */
export function pollViews(
  polls: readonly Poll[],
  standings: readonly PollStanding[] | undefined,
  ballots: Record<string, Ballot>,
  entries: readonly OutboxEntry[],
  nowSeconds: number,
): PollView[] {
  const byId = new Map(standings?.map((standing) => [standing.pollId, standing]));
  const views = polls.map((poll): PollView => {
    const standing = byId.get(poll.id);
    const queued = entries.filter((entry) => votePollId(entry.payload) === poll.id).at(-1) ?? null;
    const ballot = ballots[poll.id];
    // A refused vote never counted (e.g. the poll changed since the voter saw it): the choice is
    // the one before it, so the voter may cast it again, the same answer included.
    const refused = queued?.state === 'failed';
    const mine = refused
      ? (standing?.myOptionIds ?? voteChoices(queued.payload).previousOptionIds)
      : ((queued ? ballot?.optionIds : null) ?? standing?.myOptionIds ?? ballot?.optionIds ?? null);
    return {
      poll,
      // The server's word when it has one (live messages keep it current), else the device's
      // clock; a standing that said "scheduled" gives way to the clock once the time has come.
      state: standing && standing.state !== 'scheduled' ? standing.state : effectivePollState(poll, nowSeconds),
      results: standing?.results ?? null,
      myOptionIds: mine,
      voted: refused ? Boolean(standing?.voted || mine) : Boolean(standing?.voted || queued || ballot?.optionIds),
      canManage: standing?.canManage ?? false,
      queued,
    };
  });
  return views.filter((view) => view.state !== 'scheduled' || view.canManage).sort((a, b) => stateOrder[a.state] - stateOrder[b.state]);
}

/** "42 %" of the votes cast for one option (0 with no votes). */
export function share(counts: PollCounts, optionId: string): number {
  const total = Object.values(counts.votes).reduce((sum, votes) => sum + votes, 0);
  return total === 0 ? 0 : Math.round(((counts.votes[optionId] ?? 0) * 100) / total);
}

const resultsHiddenText: Record<Poll['resultsVisibility'], string> = {
  live: '',
  afterVoting: 'Results show once you have voted.',
  afterClose: 'Results show when the poll closes.',
};

/** Results not saved on this device yet (offline, or in the offline preview). */
const closedResultsNotSavedText = 'This poll is closed. Its results show once you are back online.';

/**
 * Why a poll shows no counts. A closed poll shows its results to everyone, so when it has none
 * here they are only not saved yet: never "when the poll closes" about a poll that has.
 */
export function resultsHiddenReason(poll: Pick<Poll, 'resultsVisibility'>, state: EffectivePollState): string {
  return state === 'closed' ? closedResultsNotSavedText : resultsHiddenText[poll.resultsVisibility];
}
