import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ExhibitorTeam } from '#shared/contracts/exhibitors.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { exhibitorStaff } from '../../db/schema/exhibitor-staff.ts';
import { DomainError } from '../domain-error.ts';

const teamNeedsExhibitorRoleMessage = 'A stand’s team are people with the exhibitor role in this event: change their role on the People tab first';

/** The event's people with the exhibitor role, each marked when on this stand's team. */
export async function loadTeam(db: Db, eventId: string, exhibitorId: string): Promise<ExhibitorTeam> {
  const people = await db
    .select({ accountId: eventMembers.accountId, firstName: accounts.firstName, lastName: accounts.lastName })
    .from(eventMembers)
    .innerJoin(accounts, eq(accounts.id, eventMembers.accountId))
    .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.role, 'exhibitor')))
    .orderBy(asc(accounts.firstName), asc(accounts.lastName));
  const team = await db.select({ accountId: exhibitorStaff.accountId }).from(exhibitorStaff).where(eq(exhibitorStaff.exhibitorId, exhibitorId));
  const onTeam = new Set(team.map((row) => row.accountId));
  return { exhibitorId, people: people.map((person) => ({ ...person, onTeam: onTeam.has(person.accountId) })) };
}

/** The whole team at once: who is named is on it, everyone else is off it. */
export async function setTeam(db: Db, eventId: string, exhibitorId: string, accountIds: readonly string[]): Promise<ExhibitorTeam> {
  const wanted = [...new Set(accountIds)];
  await db.transaction(async (tx) => {
    const eligible = wanted.length
      ? await tx
          .select({ accountId: eventMembers.accountId })
          .from(eventMembers)
          .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.role, 'exhibitor'), inArray(eventMembers.accountId, wanted)))
      : [];
    if (eligible.length !== wanted.length) throw new DomainError('BAD_REQUEST', teamNeedsExhibitorRoleMessage);
    await tx.delete(exhibitorStaff).where(eq(exhibitorStaff.exhibitorId, exhibitorId));
    if (wanted.length) await tx.insert(exhibitorStaff).values(wanted.map((accountId) => ({ exhibitorId, accountId, eventId })));
  });
  return loadTeam(db, eventId, exhibitorId);
}
