import { eq, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AccountRow } from '../../db/schema/accounts.ts';
import { profiles, type ProfileRow } from '../../db/schema/profiles.ts';
import { handleBaseFromName, numberedHandles, randomHandle } from './handle-candidates.ts';

export async function findProfile(db: Db, accountId: string): Promise<ProfileRow | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.accountId, accountId)).limit(1);
  return row ?? null;
}

async function firstFreeHandle(db: Db, base: string): Promise<string> {
  const taken = await db
    .select({ handle: profiles.handle })
    .from(profiles)
    .where(or(eq(profiles.handle, base), like(profiles.handle, `${base}-%`)));
  const used = new Set(taken.map((row) => row.handle));
  return numberedHandles(base).find((handle) => !used.has(handle)) ?? randomHandle(base);
}

/**
 * The account's profile, made on first use with a handle from the name (ada-lovelace,
 * ada-lovelace-2, …). Races (two tabs, two people with one name) are settled by the unique
 * indexes: the insert does nothing on a conflict and we look again or try a random suffix.
 */
export async function ensureProfile(db: Db, account: Pick<AccountRow, 'id' | 'firstName' | 'lastName'>): Promise<ProfileRow> {
  const existing = await findProfile(db, account.id);
  if (existing) return existing;
  const base = handleBaseFromName(account.firstName, account.lastName);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const handle = attempt === 0 ? await firstFreeHandle(db, base) : randomHandle(base);
    const [created] = await db.insert(profiles).values({ accountId: account.id, handle }).onConflictDoNothing().returning();
    if (created) return created;
    const raced = await findProfile(db, account.id);
    if (raced) return raced;
  }
  throw new Error('Could not find a free handle for a new profile');
}
