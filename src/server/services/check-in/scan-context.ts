import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { minimumVersions } from '../personal-code/code-versions.ts';
import { pairKey } from './standing.ts';

interface PersonName {
  accountId: string;
  firstName: string;
  lastName: string;
}

/** Everything a batch of scans is judged against, loaded for the whole batch in three queries. */
export interface ScanContext {
  members: Set<string>;
  versions: Map<string, number>;
  names: Map<string, PersonName>;
}

export async function loadScanContext(db: Db, eventIds: string[], accountIds: string[]): Promise<ScanContext> {
  if (accountIds.length === 0) return { members: new Set(), versions: new Map(), names: new Map() };
  const [memberRows, versions, nameRows] = await Promise.all([
    eventIds.length > 0
      ? db
          .select({ eventId: eventMembers.eventId, accountId: eventMembers.accountId })
          .from(eventMembers)
          .where(and(inArray(eventMembers.eventId, eventIds), inArray(eventMembers.accountId, accountIds)))
      : [],
    minimumVersions(db, accountIds),
    db.select({ accountId: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName }).from(accounts).where(inArray(accounts.id, accountIds)),
  ]);
  return {
    members: new Set(memberRows.map((row) => pairKey(row.eventId, row.accountId))),
    versions,
    names: new Map(nameRows.map((row) => [row.accountId, row])),
  };
}
