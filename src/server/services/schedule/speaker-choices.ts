import { asc, eq, sql } from 'drizzle-orm';
import type { ScheduleEditor } from '#shared/contracts/schedule-admin.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { eventMembers } from '../../db/schema/event-members.ts';

/** Every member of the event, speakers first, then by name: the editor's speaker picker. */
export async function speakerChoices(db: Db, eventId: string): Promise<ScheduleEditor['speakerChoices']> {
  return db
    .select({ attendeeId: eventMembers.id, firstName: accounts.firstName, lastName: accounts.lastName, role: eventMembers.role })
    .from(eventMembers)
    .innerJoin(accounts, eq(accounts.id, eventMembers.accountId))
    .where(eq(eventMembers.eventId, eventId))
    .orderBy(sql`${eventMembers.role} <> 'speaker'`, asc(accounts.lastName), asc(accounts.firstName), asc(eventMembers.id));
}

/** Members by email (lower-case, as stored), for naming speakers in an imported file. */
export async function membersByEmail(db: Db, eventId: string): Promise<Map<string, { attendeeId: string; firstName: string; lastName: string }>> {
  const rows = await db
    .select({ email: accounts.email, attendeeId: eventMembers.id, firstName: accounts.firstName, lastName: accounts.lastName })
    .from(eventMembers)
    .innerJoin(accounts, eq(accounts.id, eventMembers.accountId))
    .where(eq(eventMembers.eventId, eventId));
  return new Map(rows.map(({ email, ...member }) => [email, member]));
}
