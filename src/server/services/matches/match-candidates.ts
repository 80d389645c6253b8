import { and, asc, desc, eq, gt, isNotNull, ne, notExists, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MatchProfile } from '#shared/rules/match-reasons.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { connections } from '../../db/schema/connections.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { matchDismissals } from '../../db/schema/match-dismissals.ts';
import { profiles } from '../../db/schema/profiles.ts';

export interface Candidate {
  attendeeId: string;
  interests: string[];
  lookingFor: string[];
  offers: string[];
}

/** My tags as a text[] literal, lower-cased and deduplicated as matchReasons compares them. */
function tagArray(tags: readonly string[]): SQL {
  const unique = [...new Set(tags.map((tag) => tag.toLowerCase()))];
  if (unique.length === 0) return sql`'{}'::text[]`;
  return sql`array[${sql.join(unique.map((tag) => sql`${tag}`), sql`, `)}]::text[]`;
}

/** How many distinct tags of a column (any case) are among mine: one term of matchScore. */
function overlap(column: AnyColumn, mine: readonly string[]): SQL {
  if (mine.length === 0) return sql`0`;
  return sql`(select count(distinct lower(tag)) from unnest(${column}) as tag where lower(tag) = any(${tagArray(mine)}))`;
}

/**
 * The best-scoring people for the viewer, scored and ranked in the database: matchScore's rule
 * (a shared interest 1, an intent met 3, in either direction, tags compared without case) as
 * SQL, so 5,000 members never cross the wire; only the top `limit` rows do, and the caller
 * recomputes their reasons with the shared rule. Left out: the viewer, members without a
 * profile, people who opted out ('nobody'), 'connections' profiles not connected with the
 * viewer, the viewer's connections and dismissals, and anyone scoring 0.
 */
export function topCandidates(db: Db, { eventId, viewerAccountId, me, limit }: { eventId: string; viewerAccountId: string; me: MatchProfile; limit: number }): Promise<Candidate[]> {
  const theirSide = alias(connections, 'their_side');
  const mySide = alias(connections, 'my_side');
  const score = sql<number>`(${overlap(profiles.interests, me.interests)} + 3 * ${overlap(profiles.offers, me.lookingFor)} + 3 * ${overlap(profiles.lookingFor, me.offers)})`;
  // Scored once per member in a subquery, then filtered and ranked: written inline, the score's
  // three subselects ran twice per row (once for "> 0", once for the order). OFFSET 0 keeps
  // PostgreSQL from pulling the subquery up and copying the expression back into both places.
  const scored = db
    .select({
      attendeeId: eventMembers.id,
      interests: profiles.interests,
      lookingFor: profiles.lookingFor,
      offers: profiles.offers,
      lastName: accounts.lastName,
      firstName: accounts.firstName,
      score: score.as('score'),
    })
    .from(eventMembers)
    .innerJoin(accounts, eq(accounts.id, eventMembers.accountId))
    .innerJoin(profiles, eq(profiles.accountId, eventMembers.accountId))
    .leftJoin(theirSide, and(eq(theirSide.ownerId, eventMembers.accountId), eq(theirSide.otherId, viewerAccountId)))
    .where(
      and(
        eq(eventMembers.eventId, eventId),
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
    .offset(0)
    .as('scored');
  return db
    .select({ attendeeId: scored.attendeeId, interests: scored.interests, lookingFor: scored.lookingFor, offers: scored.offers })
    .from(scored)
    .where(gt(scored.score, 0))
    .orderBy(desc(scored.score), asc(scored.lastName), asc(scored.firstName), asc(scored.attendeeId))
    .limit(limit);
}
