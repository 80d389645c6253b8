import { sql } from 'drizzle-orm';
import type { AttendeeInvite } from '#shared/contracts/people.ts';
import type { Db } from '../../db/client.ts';
import { eventInvitations } from '../../db/schema/event-invitations.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { createOpaqueToken, hashToken } from '../auth/opaque-token.ts';
import { addSeconds } from '../clock.ts';
import type { PersonChange } from './plan-people-changes.ts';

export const eventInvitationDays = 30;

/** Rows per statement: at most ~11 parameters each, far below PostgreSQL's 65,535. */
const batchSize = 1000;

/** An invitation whose link must be mailed: the token exists only here, the database keeps its hash. */
export interface InvitationToMail {
  invite: AttendeeInvite;
  token: string;
}

function chunks<T>(items: T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += batchSize) result.push(items.slice(start, start + batchSize));
  return result;
}

type ChangeOf<A extends PersonChange['action']> = Extract<PersonChange, { action: A }>;
const only = <A extends PersonChange['action']>(changes: PersonChange[], action: A) =>
  changes.filter((change): change is ChangeOf<A> => change.action === action);

/**
 * Writes planned changes in batches (an import of 10,000 people is a few dozen statements,
 * not 10,000), inside the caller's transaction. Returns the invitations to mail once the
 * transaction has committed. A create that meets a row made meanwhile by someone else is
 * skipped (and not mailed), so a link is never mailed for a token that was not stored.
 */
export async function applyPeopleChanges(
  tx: Db,
  { eventId, invitedBy, now, changes }: { eventId: string; invitedBy: string; now: Date; changes: PersonChange[] },
): Promise<InvitationToMail[]> {
  const expiresAt = addSeconds(now, eventInvitationDays * 86_400);
  const toMail: InvitationToMail[] = [];

  for (const batch of chunks(only(changes, 'create').map((change) => ({ invite: change.invite, token: createOpaqueToken() })))) {
    const inserted = await tx
      .insert(eventInvitations)
      .values(
        batch.map(({ invite, token }) => ({
          eventId,
          ...invite,
          tokenHash: hashToken(token),
          invitedBy,
          createdAt: now,
          updatedAt: now,
          expiresAt,
        })),
      )
      .onConflictDoNothing({ target: [eventInvitations.eventId, eventInvitations.email] })
      .returning({ email: eventInvitations.email });
    const stored = new Set(inserted.map((row) => row.email));
    toMail.push(...batch.filter(({ invite }) => stored.has(invite.email)));
  }

  for (const batch of chunks(only(changes, 'renew').map((change) => ({ ...change, token: createOpaqueToken() })))) {
    const values = sql.join(
      batch.map(({ invitationId, invite, token }) => sql`(${invitationId}::uuid, ${invite.firstName}, ${invite.lastName}, ${invite.role}, ${invite.ticketType}, ${hashToken(token)})`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${eventInvitations} set first_name = v.first_name, last_name = v.last_name, role = v.role, ticket_type = v.ticket_type,
        token_hash = v.token_hash, status = 'PENDING', accepted_at = null, invited_by = ${invitedBy}::uuid,
        expires_at = ${expiresAt.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
      from (values ${values}) as v(id, first_name, last_name, role, ticket_type, token_hash)
      where ${eventInvitations.id} = v.id and ${eventInvitations.eventId} = ${eventId}::uuid`);
    toMail.push(...batch.map(({ invite, token }) => ({ invite, token })));
  }

  for (const batch of chunks(only(changes, 'updateInvitation'))) {
    const values = sql.join(
      batch.map(({ invitationId, invite }) => sql`(${invitationId}::uuid, ${invite.firstName}, ${invite.lastName}, ${invite.role}, ${invite.ticketType})`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${eventInvitations} set first_name = v.first_name, last_name = v.last_name, role = v.role, ticket_type = v.ticket_type,
        updated_at = ${now.toISOString()}::timestamptz
      from (values ${values}) as v(id, first_name, last_name, role, ticket_type)
      where ${eventInvitations.id} = v.id and ${eventInvitations.eventId} = ${eventId}::uuid`);
  }

  for (const batch of chunks(only(changes, 'updateMember'))) {
    const values = sql.join(batch.map(({ attendeeId, invite }) => sql`(${attendeeId}::uuid, ${invite.role}, ${invite.ticketType})`), sql`, `);
    await tx.execute(sql`
      update ${eventMembers} set role = v.role, ticket_type = v.ticket_type
      from (values ${values}) as v(id, role, ticket_type)
      where ${eventMembers.id} = v.id and ${eventMembers.eventId} = ${eventId}::uuid`);
  }
  return toMail;
}
