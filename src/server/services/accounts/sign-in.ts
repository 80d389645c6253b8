import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, type AccountRow } from '../../db/schema/accounts.ts';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords.ts';
import { DomainError } from '../domain-error.ts';

/** One message for "no such email" and "wrong password", so sign-in does not reveal who has an account. */
export const signInFailedMessage = 'Email or password is incorrect';

export async function checkCredentials(db: Db, email: string, password: string): Promise<AccountRow> {
  const [account] = await db.select().from(accounts).where(eq(accounts.email, email)).limit(1);
  const valid = account ? await verifyPassword(account.passwordHash, password) : await verifyAgainstDummy(password);
  if (!account || !valid) throw new DomainError('UNAUTHORIZED', signInFailedMessage);
  return account;
}
