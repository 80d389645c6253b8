import { and, eq, inArray, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { events } from '../../db/schema/events.ts';
import { organizationMembers } from '../../db/schema/organization-members.ts';

// Who gets an event's live messages: its members, and the people of its organization (they run
// the event and can open every page of it). One rule, read three ways.

/** The events whose live messages an account's stream gets. */
export async function accountEventIds(db: Db, accountId: string): Promise<string[]> {
  const rows = await accessRows(db, [accountId]);
  return rows.map((row) => row.eventId);
}

/** The same for many accounts in one query (after a lost LISTEN connection). */
export async function eventIdsByAccount(db: Db, accountIds: readonly string[]): Promise<Map<string, string[]>> {
  const byAccount = new Map<string, string[]>(accountIds.map((accountId) => [accountId, []]));
  if (accountIds.length === 0) return byAccount;
  for (const row of await accessRows(db, accountIds)) byAccount.get(row.accountId)?.push(row.eventId);
  return byAccount;
}

/** Which of these accounts get this event's live messages now. */
export async function accountsWithAccess(db: Db, eventId: string, accountIds: readonly string[]): Promise<Set<string>> {
  if (accountIds.length === 0) return new Set();
  const rows = await union(
    db
      .select({ accountId: eventMembers.accountId })
      .from(eventMembers)
      .where(and(eq(eventMembers.eventId, eventId), inArray(eventMembers.accountId, [...accountIds]))),
    db
      .select({ accountId: organizationMembers.accountId })
      .from(organizationMembers)
      .innerJoin(events, eq(events.organizationId, organizationMembers.organizationId))
      .where(and(eq(events.id, eventId), inArray(organizationMembers.accountId, [...accountIds]))),
  );
  return new Set(rows.map((row) => row.accountId));
}

/** The events of an organization (its people changed: each event's access is checked again). */
export async function organizationEventIds(db: Db, organizationId: string): Promise<string[]> {
  const rows = await db.select({ id: events.id }).from(events).where(eq(events.organizationId, organizationId));
  return rows.map((row) => row.id);
}

function accessRows(db: Db, accountIds: readonly string[]) {
  return union(
    db
      .select({ accountId: eventMembers.accountId, eventId: eventMembers.eventId })
      .from(eventMembers)
      .where(inArray(eventMembers.accountId, [...accountIds])),
    db
      .select({ accountId: organizationMembers.accountId, eventId: sql<string>`${events.id}`.as('event_id') })
      .from(organizationMembers)
      .innerJoin(events, eq(events.organizationId, organizationMembers.organizationId))
      .where(inArray(organizationMembers.accountId, [...accountIds])),
  );
}
