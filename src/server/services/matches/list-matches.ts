import { eq } from 'drizzle-orm';
import type { Match } from '#shared/contracts/attendees.ts';
import { explainMatch, matchReasons, matchScore, type MatchProfile } from '#shared/rules/match-reasons.ts';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { loadMembers } from '../attendees/load-members.ts';
import { topCandidates } from './match-candidates.ts';

/** How many suggestions a page shows (and the badge counts). */
export const matchLimit = 30;

const noTags: MatchProfile = { interests: [], lookingFor: [], offers: [] };

/**
 * People the viewer should meet in one event, best first (then by name), each with why.
 * The database scores and ranks every candidate (so 5,000 attendees' tags never leave it:
 * parsing them was most of the time); the best 30 get their reasons from the shared rule
 * and their directory rows. Three short queries: within the 100 ms budget at 5,000.
 */
export async function listMatches(db: Db, { eventId, viewerAccountId }: { eventId: string; viewerAccountId: string }): Promise<Match[]> {
  const [mine] = await db
    .select({ interests: profiles.interests, lookingFor: profiles.lookingFor, offers: profiles.offers })
    .from(profiles)
    .where(eq(profiles.accountId, viewerAccountId))
    .limit(1);
  const me = mine ?? noTags;
  const best = await topCandidates(db, { eventId, viewerAccountId, me, limit: matchLimit });
  if (best.length === 0) return [];
  const people = new Map(
    (await loadMembers(db, eventId, viewerAccountId, { attendeeIds: best.map((candidate) => candidate.attendeeId) })).map((member) => [member.person.attendeeId, member.person]),
  );
  return best.flatMap((candidate) => {
    const person = people.get(candidate.attendeeId);
    const reasons = matchReasons(me, candidate);
    return person ? [{ person, score: matchScore(reasons), reasons, explanation: explainMatch(reasons) }] : [];
  });
}
