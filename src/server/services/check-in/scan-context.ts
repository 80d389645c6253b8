import { and, desc, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { checkIns } from '../../db/schema/check-ins.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { minimumVersions } from '../personal-code/code-versions.ts';
import { pairKey } from './standing.ts';

export interface PersonName {
  accountId: string;
  firstName: string;
  lastName: string;
}

/** Everything a batch of scans is judged against, loaded for the whole batch in four queries. */
export interface ScanContext {
  members: Set<string>;
  versions: Map<string, number>;
  names: Map<string, PersonName>;
  /** The latest undo per (event, account): a scan made before it arrives already undone. */
  lastUndo: Map<string, { undoneAt: Date; undoneBy: string | null }>;
}

export async function loadScanContext(db: Db, eventIds: string[], accountIds: string[]): Promise<ScanContext> {
  if (accountIds.length === 0) return { members: new Set(), versions: new Map(), names: new Map(), lastUndo: new Map() };
  const hasEvents = eventIds.length > 0;
  const [memberRows, versions, nameRows, undoRows] = await Promise.all([
    hasEvents
      ? db
          .select({ eventId: eventMembers.eventId, accountId: eventMembers.accountId })
          .from(eventMembers)
          .where(and(inArray(eventMembers.eventId, eventIds), inArray(eventMembers.accountId, accountIds)))
      : [],
    minimumVersions(db, accountIds),
    db.select({ accountId: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName }).from(accounts).where(inArray(accounts.id, accountIds)),
    hasEvents
      ? db
          .selectDistinctOn([checkIns.eventId, checkIns.accountId], {
            eventId: checkIns.eventId,
            accountId: checkIns.accountId,
            undoneAt: checkIns.undoneAt,
            undoneBy: checkIns.undoneBy,
          })
          .from(checkIns)
          .where(and(inArray(checkIns.eventId, eventIds), inArray(checkIns.accountId, accountIds), isNotNull(checkIns.undoneAt)))
          .orderBy(checkIns.eventId, checkIns.accountId, desc(checkIns.undoneAt))
      : [],
  ]);
  return {
    members: new Set(memberRows.map((row) => pairKey(row.eventId, row.accountId))),
    versions,
    names: new Map(nameRows.map((row) => [row.accountId, row])),
    lastUndo: new Map(undoRows.flatMap((row) => (row.undoneAt ? [[pairKey(row.eventId, row.accountId), { undoneAt: row.undoneAt, undoneBy: row.undoneBy }]] : []))),
  };
}
