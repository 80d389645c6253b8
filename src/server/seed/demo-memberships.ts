import type { Db } from '../db/client.ts';
import { eventMembers } from '../db/schema/event-members.ts';
import { organizationMembers } from '../db/schema/organization-members.ts';
import { demoAccounts } from './demo-credentials.ts';
import { linkDemoSpeakers } from './link-demo-speakers.ts';

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

  const speakers = demoAccounts.filter((account) => account.eventRole === 'speaker');
  await linkDemoSpeakers(db, eventId, speakers.map((account) => ({ accountId: idOf(account.email), sessions: speakerSessionPositions })));
}
