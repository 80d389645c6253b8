import type { PollState, ResultsVisibility } from '../contracts/polls.ts';

export type EffectivePollState = 'open' | 'closed' | 'scheduled';

/**
 * The state a poll is in now: a scheduled poll opens by itself when its time comes, and a poll
 * with a close time closes by itself then, on the server and on every device alike. The opener
 * job writes both a few seconds later (so the shared feed and open screens hear of it), but votes
 * are judged by the times themselves, never by when the job ran.
 */
export function effectivePollState(poll: { state: PollState; opensAt: number | null; closesAt?: number | null }, nowSeconds: number): EffectivePollState {
  if (poll.state === 'closed') return 'closed';
  if (poll.closesAt != null && nowSeconds >= poll.closesAt) return 'closed';
  if (poll.state !== 'scheduled') return poll.state;
  return poll.opensAt !== null && nowSeconds >= poll.opensAt ? 'open' : 'scheduled';
}

/**
 * Whether the viewer may see the counts. Those who run the poll always may; everyone else as the
 * poll says: at once, once they voted, or once it closed (a closed poll shows its results to all).
 */
export function mayShowResults(
  poll: { resultsVisibility: ResultsVisibility },
  viewer: { state: EffectivePollState; voted: boolean; canManage: boolean },
): boolean {
  if (viewer.canManage || viewer.state === 'closed') return true;
  if (poll.resultsVisibility === 'live') return true;
  if (poll.resultsVisibility === 'afterVoting') return viewer.voted;
  return false;
}

/** Why a vote cannot be taken now, or null when it can. */
export function voteRefusal(state: EffectivePollState): string | null {
  if (state === 'closed') return 'This poll is closed: votes are no longer taken';
  if (state === 'scheduled') return 'This poll is not open yet';
  return null;
}
