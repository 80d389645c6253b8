import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '#server/db/client.ts';
import { accounts } from '#server/db/schema/accounts.ts';
import { eventInvitations } from '#server/db/schema/event-invitations.ts';
import { organizationInvitations } from '#server/db/schema/organization-invitations.ts';
import { hashToken } from '#server/services/auth/opaque-token.ts';
import type { EventRole } from '#shared/contracts/event.ts';
import type { OrganizationRole } from '#shared/rules/permissions.ts';

const day = 86_400_000;

/** An account straight in the table (it cannot sign in): a target for role changes and removals. */
export async function insertAccount(db: Db, email = `someone-${randomUUID()}@example.test`): Promise<string> {
  const [row] = await db
    .insert(accounts)
    .values({ email, firstName: 'Sam', lastName: 'Target', passwordHash: 'not-a-real-hash' })
    .returning({ id: accounts.id });
  if (!row) throw new Error('insertAccount: no row');
  return row.id;
}

/** An event invitation with a known token; `expiresInDays` may be negative. */
export async function insertEventInvitation(
  db: Db,
  eventId: string,
  overrides: { email?: string; role?: EventRole; ticketType?: string; expiresInDays?: number } = {},
): Promise<{ id: string; token: string; email: string }> {
  const token = randomBytes(32).toString('base64url');
  const email = overrides.email ?? `invitee-${randomUUID()}@example.test`;
  const [row] = await db
    .insert(eventInvitations)
    .values({
      eventId,
      email,
      role: overrides.role ?? 'attendee',
      ticketType: overrides.ticketType ?? '',
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + (overrides.expiresInDays ?? 30) * day),
    })
    .returning({ id: eventInvitations.id });
  if (!row) throw new Error('insertEventInvitation: no row');
  return { id: row.id, token, email };
}

export async function insertOrganizationInvitation(
  db: Db,
  organizationId: string,
  overrides: { email?: string; role?: OrganizationRole; expiresInDays?: number } = {},
): Promise<{ id: string; token: string; email: string }> {
  const token = randomBytes(32).toString('base64url');
  const email = overrides.email ?? `invitee-${randomUUID()}@example.test`;
  const [row] = await db
    .insert(organizationInvitations)
    .values({
      organizationId,
      email,
      role: overrides.role ?? 'organizer',
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + (overrides.expiresInDays ?? 14) * day),
    })
    .returning({ id: organizationInvitations.id });
  if (!row) throw new Error('insertOrganizationInvitation: no row');
  return { id: row.id, token, email };
}
