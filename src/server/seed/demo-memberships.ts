import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { eventMembers } from '../db/schema/event-members.ts';
import { organizationMembers } from '../db/schema/organization-members.ts';
import { programItems } from '../db/schema/program-items.ts';
import { programSpeakers } from '../db/schema/program-speakers.ts';
import { demoAccounts } from './demo-credentials.ts';

/** Which demo sessions (by start order) the demo speaker gives: two Engineering talks. */
const speakerSessionPositions = [1, 5];

/** Puts each demo account in its role; existing memberships are left as they are. */
export async function seedDemoMemberships(
  db: Db,
  { accountIds, eventId, organizationId }: { accountIds: Map<string, string>; eventId: string; organizationId: string },
): Promise<void> {
  const idOf = (email: string) => {
    const id = accountIds.get(email);
    if (!id) throw new Error(`Demo account ${email} is missing`);
    return id;
  };
  await db
    .insert(eventMembers)
    .values(demoAccounts.map((account) => ({ eventId, accountId: idOf(account.email), role: account.eventRole, ticketType: 'Demo' })))
    .onConflictDoNothing({ target: [eventMembers.eventId, eventMembers.accountId] });
  const organizationPeople = demoAccounts.flatMap((account) =>
    account.organizationRole ? [{ organizationId, accountId: idOf(account.email), role: account.organizationRole }] : [],
  );
  if (organizationPeople.length > 0) {
    await db
      .insert(organizationMembers)
      .values(organizationPeople)
      .onConflictDoNothing({ target: [organizationMembers.organizationId, organizationMembers.accountId] });
  }

  const speakers = demoAccounts.filter((account) => account.eventRole === 'speaker').map((account) => idOf(account.email));
  if (speakers.length === 0) return;
  const members = await db.select({ id: eventMembers.id, accountId: eventMembers.accountId }).from(eventMembers).where(eq(eventMembers.eventId, eventId));
  const sessions = await db.select({ id: programItems.id }).from(programItems).where(eq(programItems.eventId, eventId)).orderBy(asc(programItems.startsAt), asc(programItems.title));
  const links = speakers.flatMap((accountId) => {
    const attendeeId = members.find((member) => member.accountId === accountId)?.id;
    return speakerSessionPositions.flatMap((position) => {
      const session = sessions[position];
      return attendeeId && session ? [{ programItemId: session.id, attendeeId }] : [];
    });
  });
  if (links.length > 0) await db.insert(programSpeakers).values(links).onConflictDoNothing();
}
