import { and, eq } from 'drizzle-orm';
import type { ExhibitorStanding } from '#shared/contracts/exhibitors.ts';
import type { Db } from '../../db/client.ts';
import { exhibitorBookmarks } from '../../db/schema/exhibitor-bookmarks.ts';
import { exhibitorStaff } from '../../db/schema/exhibitor-staff.ts';
import type { EventAccess } from '../access/event-access.ts';

/** The viewer's overlay on the shared list: their "to visit" marks and the stands they staff. */
export async function exhibitorStanding(db: Db, access: EventAccess, accountId: string): Promise<ExhibitorStanding> {
  const eventId = access.event.id;
  const bookmarks = await db
    .select({ id: exhibitorBookmarks.exhibitorId })
    .from(exhibitorBookmarks)
    .where(and(eq(exhibitorBookmarks.eventId, eventId), eq(exhibitorBookmarks.accountId, accountId)));
  const staff =
    access.membership?.role === 'exhibitor'
      ? await db
          .select({ id: exhibitorStaff.exhibitorId })
          .from(exhibitorStaff)
          .where(and(eq(exhibitorStaff.eventId, eventId), eq(exhibitorStaff.accountId, accountId)))
      : [];
  return { bookmarks: bookmarks.map((row) => row.id), staffOf: staff.map((row) => row.id), managesAll: access.permissions.has('Event::Exhibitor::Manage') };
}
