import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts } from '../db/schema/accounts.ts';
import { notifications } from '../db/schema/notifications.ts';
import { hashPassword } from '../services/auth/passwords.ts';
import { demoAccounts, demoPassword } from './demo-credentials.ts';

/**
 * Creates the demo accounts that are missing (hashing the shared password once, and only
 * when something is missing) and answers every demo account's id by email. New accounts
 * get a welcome in their bell, straight into the table: nobody can be listening yet.
 */
export async function ensureDemoAccounts(db: Db, brand: string): Promise<Map<string, string>> {
  const emails = demoAccounts.map((account) => account.email);
  const existing = await db.select({ id: accounts.id, email: accounts.email }).from(accounts).where(inArray(accounts.email, emails));
  const missing = demoAccounts.filter((account) => !existing.some((row) => row.email === account.email));
  if (missing.length > 0) {
    const passwordHash = await hashPassword(demoPassword);
    const created = await db
      .insert(accounts)
      .values(missing.map(({ email, firstName, lastName }) => ({ email, firstName, lastName, passwordHash })))
      // Another instance may create the same accounts at the same moment.
      .onConflictDoNothing({ target: accounts.email })
      .returning({ id: accounts.id, email: accounts.email });
    if (created.length > 0) {
      await db.insert(notifications).values(
        created.map(({ id, email }) => ({
          accountId: id,
          topicName: 'welcome',
          payload: { title: `Welcome to ${brand}`, body: `This is the demo account ${email}. Open the Hallway Demo Conference from Events.` },
        })),
      );
    }
  }
  const rows = await db.select({ id: accounts.id, email: accounts.email }).from(accounts).where(inArray(accounts.email, emails));
  if (rows.length !== emails.length) throw new Error('Demo accounts could not be created');
  return new Map(rows.map((row) => [row.email, row.id]));
}
