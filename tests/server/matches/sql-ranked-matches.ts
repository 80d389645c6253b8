// The reference: matches and the directory overlay as the database answered them per viewer,
// before both moved to the event's shared member index. The index must answer exactly the same.
import { and, asc, desc, eq, isNotNull, ne, notExists, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { canonicalTags } from '#shared/rules/canonical-tags.ts';
import type { DirectoryOverlay, Match } from '#shared/contracts/attendees.ts';
import { explainMatch, matchReasons, matchScore, type MatchProfile } from '#shared/rules/match-reasons.ts';
import type { Db } from '#server/db/client.ts';
import { accounts } from '#server/db/schema/accounts.ts';
import { connections } from '#server/db/schema/connections.ts';
import { eventMembers } from '#server/db/schema/event-members.ts';
import { matchDismissals } from '#server/db/schema/match-dismissals.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { loadMembers } from '#server/services/attendees/load-members.ts';
import { isVisibleTo } from '#server/services/attendees/profile-visibility.ts';

interface Candidate {
  attendeeId: string;
  interests: string[];
  lookingFor: string[];
  offers: string[];
}

/** My tags as a text[] literal, in the canonical form profiles store. */
function tagArray(tags: readonly string[]): SQL {
  const mine = canonicalTags(tags);
  if (mine.length === 0) return sql`'{}'::text[]`;
  return sql`array[${sql.join(mine.map((tag) => sql`${tag}`), sql`, `)}]::text[]`;
}

/**
 * How many of my tags a column holds: one term of matchScore. Profiles store tags in canonical
 * form (canonicalTags), so this is one cheap test per tag of mine, `(tag = any(column))::int`
 * added up: no subquery and no lower() per member (those made it 3× slower at 5,000).
 */
function overlap(column: AnyColumn, mine: readonly string[]): SQL {
  const tags = canonicalTags(mine);
  if (tags.length === 0) return sql`0`;
  return sql`(${sql.join(tags.map((tag) => sql`(${tag}::text = any(${column}))::int`), sql` + `)})`;
}

/** Whether a profile has anything in common with mine (a score above 0), by array overlaps. */
function sharesAnything(me: MatchProfile): SQL {
  const pairs = [
    [profiles.interests, me.interests],
    [profiles.offers, me.lookingFor],
    [profiles.lookingFor, me.offers],
  ] as const;
  const tests = pairs.filter(([, mine]) => mine.length > 0).map(([column, mine]) => sql`${column} && ${tagArray(mine)}`);
  return tests.length ? sql`(${sql.join(tests, sql` or `)})` : sql`false`;
}

/**
 * The best-scoring people for the viewer, scored and ranked in the database: matchScore's rule
 * (a shared interest 1, an intent met 3, in either direction) as SQL, so 5,000 members never
 * cross the wire; only the top `limit` rows do, and the caller recomputes their reasons with
 * the shared rule. Left out: the viewer, members without a profile, people who opted out
 * ('nobody'), 'connections' profiles not connected with the viewer, the viewer's connections
 * and dismissals, and anyone with nothing in common (so only they get scored).
 */
function topCandidates(db: Db, { eventId, viewerAccountId, me, limit }: { eventId: string; viewerAccountId: string; me: MatchProfile; limit: number }): Promise<Candidate[]> {
  const theirSide = alias(connections, 'their_side');
  const mySide = alias(connections, 'my_side');
  const score = sql<number>`(${overlap(profiles.interests, me.interests)} + 3 * ${overlap(profiles.offers, me.lookingFor)} + 3 * ${overlap(profiles.lookingFor, me.offers)})`;
  return db
    .select({ attendeeId: eventMembers.id, interests: profiles.interests, lookingFor: profiles.lookingFor, offers: profiles.offers })
    .from(eventMembers)
    .innerJoin(accounts, eq(accounts.id, eventMembers.accountId))
    .innerJoin(profiles, eq(profiles.accountId, eventMembers.accountId))
    .leftJoin(theirSide, and(eq(theirSide.ownerId, eventMembers.accountId), eq(theirSide.otherId, viewerAccountId)))
    .where(
      and(
        eq(eventMembers.eventId, eventId),
        sharesAnything(me),
        ne(eventMembers.accountId, viewerAccountId),
        or(eq(profiles.visibility, 'everyone'), and(eq(profiles.visibility, 'connections'), isNotNull(theirSide.id))),
        notExists(
          db
            .select({ id: mySide.id })
            .from(mySide)
            .where(and(eq(mySide.ownerId, viewerAccountId), eq(mySide.otherId, eventMembers.accountId))),
        ),
        notExists(
          db
            .select({ id: matchDismissals.dismissedAccountId })
            .from(matchDismissals)
            .where(
              and(
                eq(matchDismissals.accountId, viewerAccountId),
                eq(matchDismissals.eventId, eventId),
                eq(matchDismissals.dismissedAccountId, eventMembers.accountId),
              ),
            ),
        ),
      ),
    )
    .orderBy(desc(score), asc(accounts.lastName), asc(accounts.firstName), asc(eventMembers.id))
    .limit(limit);
}

const noTags: MatchProfile = { interests: [], lookingFor: [], offers: [] };

/**
 * matches.list as the database ranked it before the shared member index: the viewer's tags, the
 * top 30 by this file's SQL, their directory rows. Kept as the reference the index must equal.
 */
export async function sqlRankedMatches(db: Db, { eventId, viewerAccountId }: { eventId: string; viewerAccountId: string }): Promise<Match[]> {
  const [mine] = await db
    .select({ interests: profiles.interests, lookingFor: profiles.lookingFor, offers: profiles.offers })
    .from(profiles)
    .where(eq(profiles.accountId, viewerAccountId))
    .limit(1);
  const me = mine ?? noTags;
  const best = await topCandidates(db, { eventId, viewerAccountId, me, limit: 30 });
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

/** attendees.directoryOverlay as one query over every member made it before the shared member index. */
export async function sqlDirectoryOverlay(db: Db, { eventId, viewerAccountId }: { eventId: string; viewerAccountId: string }): Promise<DirectoryOverlay> {
  const members = await loadMembers(db, eventId, viewerAccountId, { onlyRestrictedVisible: true });
  return { eventId, people: members.filter((member) => isVisibleTo(member, viewerAccountId)).map((member) => member.person) };
}
