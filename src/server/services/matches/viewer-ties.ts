import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { connections } from '../../db/schema/connections.ts';
import { matchDismissals } from '../../db/schema/match-dismissals.ts';
import { isAnyOf } from '../attendees/connected-to-viewer.ts';

/** What leaves people out of one viewer's matches, besides the shared rules of visibility. */
export interface ViewerTies {
  /** The viewer has them among their connections: met already. */
  connected: ReadonlySet<string>;
  /** They have the viewer among their connections (asked only about connections-only profiles). */
  connectedToViewer: ReadonlySet<string>;
  /** "Not now" in this event. */
  dismissed: ReadonlySet<string>;
}

/** One round trip: the viewer's connections, dismissals, and who of `connectionsOnly` is connected to them. */
export async function readViewerTies(db: Db, { eventId, viewerAccountId, connectionsOnly }: { eventId: string; viewerAccountId: string; connectionsOnly: readonly string[] }): Promise<ViewerTies> {
  const mine = db.select({ kind: sql<string>`'connected'`, accountId: connections.otherId }).from(connections).where(eq(connections.ownerId, viewerAccountId));
  const dismissed = db
    .select({ kind: sql<string>`'dismissed'`, accountId: matchDismissals.dismissedAccountId })
    .from(matchDismissals)
    .where(and(eq(matchDismissals.accountId, viewerAccountId), eq(matchDismissals.eventId, eventId)));
  const query = connectionsOnly.length
    ? mine.unionAll(dismissed).unionAll(
        db
          .select({ kind: sql<string>`'connectedToViewer'`, accountId: connections.ownerId })
          .from(connections)
          .where(and(eq(connections.otherId, viewerAccountId), isAnyOf(connections.ownerId, connectionsOnly))),
      )
    : mine.unionAll(dismissed);
  const ties = { connected: new Set<string>(), connectedToViewer: new Set<string>(), dismissed: new Set<string>() };
  for (const row of await query) ties[row.kind as keyof ViewerTies].add(row.accountId);
  return ties;
}
