import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exhibitorLeads } from '../../db/schema/exhibitor-leads.ts';
import { exhibitors } from '../../db/schema/exhibitors.ts';

/** Which stands scanned me at this event (the stand, never which of its people, nor their note). */
export async function scannedBy(db: Db, eventId: string, accountId: string) {
  const rows = await db
    .select({ exhibitorId: exhibitors.id, name: exhibitors.name, booth: exhibitors.booth, scannedAt: exhibitorLeads.scannedAt })
    .from(exhibitorLeads)
    .innerJoin(exhibitors, eq(exhibitors.id, exhibitorLeads.exhibitorId))
    .where(and(eq(exhibitorLeads.eventId, eventId), eq(exhibitorLeads.attendeeAccountId, accountId)))
    .orderBy(desc(exhibitorLeads.scannedAt));
  return { scans: rows.map((row) => ({ ...row, scannedAt: row.scannedAt.getTime() })) };
}
