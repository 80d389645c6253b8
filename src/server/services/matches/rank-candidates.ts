import { canonicalTags } from '#shared/rules/canonical-tags.ts';
import type { MatchProfile } from '#shared/rules/match-reasons.ts';
import type { EventMemberIndex, IndexedMember, TagPostings } from '../attendees/event-member-index.ts';
import type { ViewerTies } from './viewer-ties.ts';

// matchScore's weights: a shared interest 1, an intent met 3 (in either direction). The caller
// recomputes each shown match's score with the shared rule, and a test holds the two together.
const sharedInterestWeight = 1;
const intentMetWeight = 3;

/** No score for whom the viewer has met, dismissed, or is: they are never suggested, whatever they share. */
function leaveOutTies(index: EventMemberIndex, scores: Int32Array, viewerAccountId: string, ties: ViewerTies): void {
  const leaveOut = (accountId: string) => {
    const member = index.byAccount.get(accountId);
    if (member) scores[member.rank] = 0;
  };
  leaveOut(viewerAccountId);
  for (const accountId of ties.connected) leaveOut(accountId);
  for (const accountId of ties.dismissed) leaveOut(accountId);
}

/** profile-visibility's rule: a member without a profile has no tags, 'nobody' opted out of being found. */
function isFindable(member: IndexedMember, ties: ViewerTies): boolean {
  if (member.visibility === 'everyone') return true;
  return member.visibility === 'connections' && ties.connectedToViewer.has(member.accountId);
}

/**
 * The best-scoring members for the viewer, best first, ties in directory order (last name, first
 * name, id): what the database's ORDER BY gave when it ranked them. Only members sharing a tag
 * with the viewer are scored, through the index's postings. A score is a small whole number, so
 * the order comes from counting, not sorting: how many candidates hold each score gives the
 * lowest score that still makes the list, and one pass in directory order files the members at
 * or above it by score. In a large event where a few popular tags reach nearly everyone, a sort
 * of everyone touched is costly for every viewer; this takes a pass over an array.
 */
export function rankCandidates(index: EventMemberIndex, { me, viewerAccountId, ties, limit }: { me: MatchProfile; viewerAccountId: string; ties: ViewerTies; limit: number }): IndexedMember[] {
  const { members } = index;
  const scores = new Int32Array(members.length);
  const add = (postings: TagPostings, mine: readonly string[], weight: number) => {
    for (const tag of canonicalTags(mine)) {
      for (const rank of postings.get(tag) ?? []) scores[rank] = scores[rank]! + weight;
    }
  };
  add(index.interests, me.interests, sharedInterestWeight);
  add(index.offers, me.lookingFor, intentMetWeight);
  add(index.lookingFor, me.offers, intentMetWeight);
  leaveOutTies(index, scores, viewerAccountId, ties);

  let best = 0;
  for (let rank = 0; rank < scores.length; rank++) {
    if (scores[rank]! > 0 && !isFindable(members[rank]!, ties)) scores[rank] = 0;
    else if (scores[rank]! > best) best = scores[rank]!;
  }
  if (best === 0 || limit <= 0) return [];
  const holding = new Int32Array(best + 1);
  for (const score of scores) holding[score] = holding[score]! + 1;
  let lowest = best;
  for (let counted = holding[best]!; counted < limit && lowest > 1; ) counted += holding[--lowest]!;

  const byScore: number[][] = Array.from({ length: best - lowest + 1 }, () => []);
  for (let rank = 0; rank < scores.length; rank++) {
    if (scores[rank]! >= lowest) byScore[best - scores[rank]!]!.push(rank);
  }
  return byScore
    .flat()
    .slice(0, limit)
    .map((rank) => members[rank]!);
}
