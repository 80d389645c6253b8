import { canonicalTags } from '#shared/rules/canonical-tags.ts';
import type { MatchProfile } from '#shared/rules/match-reasons.ts';
import type { EventMemberIndex, IndexedMember, TagPostings } from '../attendees/event-member-index.ts';
import type { ViewerTies } from './viewer-ties.ts';

// matchScore's weights: a shared interest 1, an intent met 3 (in either direction). The caller
// recomputes each shown match's score with the shared rule, and a test holds the two together.
const sharedInterestWeight = 1;
const intentMetWeight = 3;

/** Whether the viewer may be suggested this member: profile-visibility's rule, minus people already met or dismissed. */
function isCandidate(member: IndexedMember, viewerAccountId: string, ties: ViewerTies): boolean {
  if (member.accountId === viewerAccountId || ties.connected.has(member.accountId) || ties.dismissed.has(member.accountId)) return false;
  // A member without a profile has no tags; 'nobody' opted out of being found.
  if (member.visibility === 'everyone') return true;
  return member.visibility === 'connections' && ties.connectedToViewer.has(member.accountId);
}

/**
 * The best-scoring members for the viewer, best first, ties in directory order (last name, first
 * name, id): what the database's ORDER BY gave when it ranked them. Only members sharing a tag
 * with the viewer are ever touched, through the index's postings.
 */
export function rankCandidates(index: EventMemberIndex, { me, viewerAccountId, ties, limit }: { me: MatchProfile; viewerAccountId: string; ties: ViewerTies; limit: number }): IndexedMember[] {
  const scores = new Int32Array(index.members.length);
  const touched: number[] = [];
  const add = (postings: TagPostings, mine: readonly string[], weight: number) => {
    for (const tag of canonicalTags(mine)) {
      for (const rank of postings.get(tag) ?? []) {
        if (scores[rank] === 0) touched.push(rank);
        scores[rank] = scores[rank]! + weight;
      }
    }
  };
  add(index.interests, me.interests, sharedInterestWeight);
  add(index.offers, me.lookingFor, intentMetWeight);
  add(index.lookingFor, me.offers, intentMetWeight);
  return touched
    .filter((rank) => isCandidate(index.members[rank]!, viewerAccountId, ties))
    .sort((a, b) => scores[b]! - scores[a]! || a - b)
    .slice(0, limit)
    .map((rank) => index.members[rank]!);
}
