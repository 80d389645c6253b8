import { and, eq, inArray } from 'drizzle-orm';
import type { BingoPersonFacts } from '#shared/rules/bingo-tiles.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { profiles, type ProfileRow } from '../../db/schema/profiles.ts';

/**
 * Whether a member can be a bingo tile's person. Someone whose profile is seen by nobody opted
 * out of being found: bingo.members leaves them out (so the phone refuses their code as
 * 'not-member'), and the server refuses them for the same reason. A member without a profile
 * has the default, 'everyone'.
 */
export function playsBingo(visibility: ProfileRow['visibility'] | null): boolean {
  return visibility !== 'nobody';
}

/** What the tile rules read about a member, and the name a fill of them shows. */
export interface MemberFacts extends BingoPersonFacts {
  name: string;
  /** playsBingo: false for a member who may scan but may not be put on a tile. */
  playable: boolean;
}

/** What the tile rules read about these accounts, for those who are members of the event. */
export async function loadMemberFacts(db: Db, eventId: string, accountIds: readonly string[]): Promise<Map<string, MemberFacts>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({
      accountId: eventMembers.accountId,
      role: eventMembers.role,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      company: profiles.company,
      interests: profiles.interests,
      offers: profiles.offers,
      visibility: profiles.visibility,
    })
    .from(eventMembers)
    .innerJoin(accounts, eq(accounts.id, eventMembers.accountId))
    .leftJoin(profiles, eq(profiles.accountId, eventMembers.accountId))
    .where(and(eq(eventMembers.eventId, eventId), inArray(eventMembers.accountId, [...new Set(accountIds)])));
  return new Map(
    rows.map((row) => [
      row.accountId,
      {
        role: row.role,
        name: `${row.firstName} ${row.lastName}`.trim(),
        company: row.company ?? '',
        interests: row.interests ?? [],
        offers: row.offers ?? [],
        playable: playsBingo(row.visibility),
      },
    ]),
  );
}
