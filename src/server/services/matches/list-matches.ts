import { eq } from 'drizzle-orm';
import type { Match } from '#shared/contracts/attendees.ts';
import { explainMatch, matchReasons, matchScore, type MatchProfile } from '#shared/rules/match-reasons.ts';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { readMemberIndex } from '../event-feeds/running-feeds.ts';
import { rankCandidates } from './rank-candidates.ts';
import { readViewerTies } from './viewer-ties.ts';

/** How many suggestions a page shows (and the badge counts). */
const matchLimit = 30;

const noTags: MatchProfile = { interests: [], lookingFor: [], offers: [] };

/** The viewer's tags when they are not a member of the event (an organizer from its organization). */
async function readOwnTags(db: Db, viewerAccountId: string): Promise<MatchProfile> {
  const [mine] = await db
    .select({ interests: profiles.interests, lookingFor: profiles.lookingFor, offers: profiles.offers })
    .from(profiles)
    .where(eq(profiles.accountId, viewerAccountId))
    .limit(1);
  return mine ?? noTags;
}

/**
 * People the viewer should meet in one event, best first (then by name), each with why.
 * Everyone's tags sit in the event's member index, built once per directory version and shared
 * by every viewer; per request the database answers only what is the viewer's own (connections,
 * dismissals) in one short query, and scoring touches only members sharing a tag. The best 30
 * get their reasons from the shared rule.
 */
export async function listMatches(db: Db, { eventId, viewerAccountId }: { eventId: string; viewerAccountId: string }): Promise<Match[]> {
  const index = await readMemberIndex(db, eventId);
  const connectionsOnly = index.restricted.filter((member) => member.visibility === 'connections' && member.accountId !== viewerAccountId).map((member) => member.accountId);
  // A member's tags are in the index (their profile changes bump its version); anyone else's are read.
  const viewer = index.byAccount.get(viewerAccountId)?.person;
  const [me, ties] = await Promise.all([viewer ?? readOwnTags(db, viewerAccountId), readViewerTies(db, { eventId, viewerAccountId, connectionsOnly })]);
  const best = rankCandidates(index, { me, viewerAccountId, ties, limit: matchLimit });
  return best.map(({ person }) => {
    const reasons = matchReasons(me, person);
    return { person, score: matchScore(reasons), reasons, explanation: explainMatch(reasons) };
  });
}
