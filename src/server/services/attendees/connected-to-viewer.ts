import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { connections } from '../../db/schema/connections.ts';

/** `column = any($1::uuid[])`: one parameter however many ids (an IN list would take one each). */
export function isAnyOf(column: AnyColumn, ids: readonly string[]) {
  return sql`${column} = any(${`{${ids.join(',')}}`}::uuid[])`;
}

/**
 * Which of these accounts have the viewer among their connections (their side of it, what
 * 'connections' visibility asks), by the (owner, other) unique index.
 */
export async function ownersConnectedTo(db: Db, viewerAccountId: string, ownerIds: readonly string[]): Promise<Set<string>> {
  if (ownerIds.length === 0) return new Set();
  const rows = await db
    .select({ accountId: connections.ownerId })
    .from(connections)
    .where(and(eq(connections.otherId, viewerAccountId), isAnyOf(connections.ownerId, ownerIds)));
  return new Set(rows.map((row) => row.accountId));
}
