import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Lead } from '#shared/contracts/exhibitors.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { connections } from '../../db/schema/connections.ts';
import { exhibitorLeads } from '../../db/schema/exhibitor-leads.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { isVisibleTo } from '../attendees/profile-visibility.ts';

const scanner = sql<string | null>`(select trim(${accounts.firstName} || ' ' || ${accounts.lastName}) from ${accounts} where ${accounts.id} = ${exhibitorLeads.scannedBy})`;

/**
 * An exhibitor's leads (or one), each person read now and shown through their own visibility,
 * judged for the team member who scanned them (the directory's rule): a profile open to
 * everyone shows its name, headline and company; 'connections' only when the attendee is
 * connected with that scanner; 'nobody' shows nothing but the note and rating the team wrote.
 * Email is never part of a lead: the directory does not show it either.
 */
export async function loadLeads(db: Db, exhibitorId: string, leadId?: string): Promise<Lead[]> {
  const rows = await db
    .select({
      id: exhibitorLeads.id,
      attendeeId: exhibitorLeads.attendeeAccountId,
      scannedById: exhibitorLeads.scannedBy,
      scannedBy: scanner,
      scannedAt: exhibitorLeads.scannedAt,
      note: exhibitorLeads.note,
      rating: exhibitorLeads.rating,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      headline: profiles.headline,
      company: profiles.company,
      visibility: profiles.visibility,
      connected: sql<boolean>`${connections.id} is not null`.mapWith(Boolean),
    })
    .from(exhibitorLeads)
    .innerJoin(accounts, eq(accounts.id, exhibitorLeads.attendeeAccountId))
    .leftJoin(profiles, eq(profiles.accountId, exhibitorLeads.attendeeAccountId))
    .leftJoin(connections, and(eq(connections.ownerId, exhibitorLeads.attendeeAccountId), eq(connections.otherId, sql`${exhibitorLeads.scannedBy}`)))
    .where(leadId ? and(eq(exhibitorLeads.exhibitorId, exhibitorId), eq(exhibitorLeads.id, leadId)) : eq(exhibitorLeads.exhibitorId, exhibitorId))
    .orderBy(desc(exhibitorLeads.scannedAt), asc(exhibitorLeads.id));
  return rows.map((row) => {
    const visible = isVisibleTo({ accountId: row.attendeeId, visibility: row.visibility, ownerConnectedToViewer: row.connected }, row.scannedById ?? null);
    return {
      id: row.id,
      person: visible
        ? { visible, firstName: row.firstName, lastName: row.lastName, headline: row.headline ?? '', company: row.company ?? '' }
        : { visible, firstName: null, lastName: null, headline: null, company: null },
      note: row.note,
      rating: row.rating,
      scannedAt: row.scannedAt.getTime(),
      scannedBy: row.scannedBy,
    };
  });
}
