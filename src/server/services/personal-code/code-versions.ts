import { and, eq, gte, gt, inArray, sql } from 'drizzle-orm';
import type { Revocation } from '#shared/contracts/check-in.ts';
import type { Db } from '../../db/client.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { personalCodeVersions } from '../../db/schema/personal-code-versions.ts';

export interface CodeVersion {
  version: number;
  issuedAt: Date;
}

/** The account's current version, made at 1 on first use so its issue time stays fixed. */
export async function currentCodeVersion(db: Db, accountId: string, now: Date): Promise<CodeVersion> {
  await db.insert(personalCodeVersions).values({ accountId, version: 1, issuedAt: now }).onConflictDoNothing({ target: personalCodeVersions.accountId });
  const [row] = await db
    .select({ version: personalCodeVersions.version, issuedAt: personalCodeVersions.issuedAt })
    .from(personalCodeVersions)
    .where(eq(personalCodeVersions.accountId, accountId));
  if (!row) throw new Error('Personal code version missing');
  return row;
}

/** "Regenerate": one more than before, so every code shown until now is revoked. */
export async function raiseCodeVersion(db: Db, accountId: string, now: Date): Promise<CodeVersion> {
  const [row] = await db
    .insert(personalCodeVersions)
    .values({ accountId, version: 2, issuedAt: now })
    .onConflictDoUpdate({
      target: personalCodeVersions.accountId,
      set: { version: sql`${personalCodeVersions.version} + 1`, issuedAt: now },
    })
    .returning({ version: personalCodeVersions.version, issuedAt: personalCodeVersions.issuedAt });
  if (!row) throw new Error('Personal code version not raised');
  return row;
}

/** The lowest valid version of each account asked about (1 when it never regenerated). */
export async function minimumVersions(db: Db, accountIds: string[]): Promise<Map<string, number>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({ accountId: personalCodeVersions.accountId, version: personalCodeVersions.version })
    .from(personalCodeVersions)
    .where(inArray(personalCodeVersions.accountId, accountIds));
  return new Map(rows.map((row) => [row.accountId, row.version]));
}

/** Members of the event whose older codes are revoked; with `since`, only those regenerated after it. */
export async function eventRevocations(db: Db, eventId: string, since?: Date): Promise<Revocation[]> {
  return db
    .select({ accountId: personalCodeVersions.accountId, minVersion: personalCodeVersions.version })
    .from(personalCodeVersions)
    .innerJoin(eventMembers, and(eq(eventMembers.accountId, personalCodeVersions.accountId), eq(eventMembers.eventId, eventId)))
    .where(and(gte(personalCodeVersions.version, 2), since ? gt(personalCodeVersions.issuedAt, since) : undefined));
}
