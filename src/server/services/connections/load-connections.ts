import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Connection } from '#shared/contracts/connections.ts';
import type { Db } from '../../db/client.ts';
import { accountLinks } from '../../db/schema/account-links.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { connections } from '../../db/schema/connections.ts';
import { events } from '../../db/schema/events.ts';
import { profiles } from '../../db/schema/profiles.ts';

/**
 * My connections, newest first, with the other person's public profile bits and their email:
 * showing one's code is consenting to exchange contacts. `otherIds` narrows to those people.
 */
export async function loadConnections(db: Db, ownerId: string, otherIds?: string[]): Promise<Connection[]> {
  if (otherIds?.length === 0) return [];
  const rows = await db
    .select({
      id: connections.id,
      note: connections.note,
      connectedAt: connections.connectedAt,
      eventId: events.id,
      eventName: events.name,
      accountId: accounts.id,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      email: accounts.email,
      pictureSrc: accounts.pictureSrc,
      handle: profiles.handle,
      headline: profiles.headline,
      company: profiles.company,
    })
    .from(connections)
    .innerJoin(accounts, eq(accounts.id, connections.otherId))
    .leftJoin(profiles, eq(profiles.accountId, connections.otherId))
    .leftJoin(events, eq(events.id, connections.eventId))
    .where(and(eq(connections.ownerId, ownerId), otherIds ? inArray(connections.otherId, otherIds) : undefined))
    .orderBy(desc(connections.connectedAt), desc(connections.id));
  const ids = rows.map((row) => row.accountId);
  const links = ids.length
    ? await db.select().from(accountLinks).where(inArray(accountLinks.accountId, ids)).orderBy(asc(accountLinks.position), asc(accountLinks.createdAt))
    : [];
  return rows.map((row) => ({
    id: row.id,
    note: row.note,
    connectedAt: row.connectedAt.getTime(),
    event: row.eventId && row.eventName ? { id: row.eventId, name: row.eventName } : null,
    person: {
      accountId: row.accountId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      handle: row.handle,
      headline: row.headline ?? '',
      company: row.company ?? '',
      picture: row.pictureSrc ? { src: row.pictureSrc } : null,
      links: links.filter((link) => link.accountId === row.accountId).map((link) => ({ label: link.label, url: link.url, type: link.type })),
    },
  }));
}

export async function loadConnection(db: Db, ownerId: string, otherId: string): Promise<Connection | null> {
  return (await loadConnections(db, ownerId, [otherId]))[0] ?? null;
}
