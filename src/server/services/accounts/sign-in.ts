import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, type AccountRow } from '../../db/schema/accounts.ts';
import type { ServerDeps } from '../../deps.ts';
import { verifyDeviceCookie } from '../auth/device-cookie.ts';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords.ts';
import { DomainError } from '../domain-error.ts';
import { consumeRateLimit, takeAllowance } from '../rate-limit.ts';

/** One message for "no such email" and "wrong password", so sign-in does not reveal who has an account. */
const signInFailedMessage = 'Email or password is incorrect';

export async function checkCredentials(db: Db, email: string, password: string): Promise<AccountRow> {
  const [account] = await db.select().from(accounts).where(eq(accounts.email, email)).limit(1);
  const valid = account ? await verifyPassword(account.passwordHash, password) : await verifyAgainstDummy(password);
  if (!account || !valid) throw new DomainError('UNAUTHORIZED', signInFailedMessage);
  return account;
}

export interface SignInAttempt {
  email: string;
  ip: string;
  /** The device cookie the request carried, if any, unchecked. */
  deviceCookie: string | undefined;
}

/**
 * Counts one sign-in attempt, or refuses it with TOO_MANY_REQUESTS, before the password is checked
 * (so concurrent guesses are counted too). Returns how it was counted.
 *
 * A device that signed in to this very account before (its device cookie is authentic, unexpired
 * and names the account of this email) counts in its own bucket only: the stranger's buckets below
 * may be spent and the owner's phone still signs in. A device cookie whose bucket is spent (too many
 * wrong passwords through it) is trusted no more until the window passes; its attempts count as a
 * stranger's.
 *
 * Anyone else counts per address (across emails), per email and address (strict: one address
 * guessing one account), and per email from any address (loose: bounds a guesser spread over many
 * addresses, while one address cannot lock the owner out on its own). The email-and-address bucket
 * is taken before the email's, so a refused address stops spending the email's allowance.
 */
export async function admitSignInAttempt(
  deps: Pick<ServerDeps, 'db' | 'env' | 'clock'>,
  { email, ip, deviceCookie }: SignInAttempt,
): Promise<'known-device' | 'stranger'> {
  const claim = await verifyDeviceCookie(deps, deviceCookie);
  if (claim) {
    const [account] = await deps.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email)).limit(1);
    if (account?.id === claim.accountId) {
      const { allowed } = await takeAllowance(deps, 'signInPerDevice', claim.accountId, claim.nonce);
      if (allowed) return 'known-device';
    }
  }
  await consumeRateLimit(deps, 'signInPerIp', ip);
  await consumeRateLimit(deps, 'signInPerEmailAndIp', email, ip);
  await consumeRateLimit(deps, 'signInPerEmail', email);
  return 'stranger';
}
