import { and, eq, inArray } from 'drizzle-orm';
import type { BingoPersonFacts } from '#shared/rules/bingo-tiles.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { profiles } from '../../db/schema/profiles.ts';

/** What the tile rules read about a member, and the name a fill of them shows. */
export interface MemberFacts extends BingoPersonFacts {
  name: string;
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
    })
    .from(eventMembers)
    .innerJoin(accounts, eq(accounts.id, eventMembers.accountId))
    .leftJoin(profiles, eq(profiles.accountId, eventMembers.accountId))
    .where(and(eq(eventMembers.eventId, eventId), inArray(eventMembers.accountId, [...new Set(accountIds)])));
  return new Map(
    rows.map((row) => [
      row.accountId,
      { role: row.role, name: `${row.firstName} ${row.lastName}`.trim(), company: row.company ?? '', interests: row.interests ?? [], offers: row.offers ?? [] },
    ]),
  );
}
