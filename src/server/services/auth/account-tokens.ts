import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { accountTokenMaxAgeSeconds } from '#shared/contracts/session.ts';
import { accounts, type AccountRow } from '../../db/schema/accounts.ts';
import { accountTokens } from '../../db/schema/account-tokens.ts';
import type { ServerDeps } from '../../deps.ts';
import { addSeconds } from '../clock.ts';
import { createOpaqueToken, hashToken } from './opaque-token.ts';

type TokenDeps = Pick<ServerDeps, 'db' | 'clock'>;

/** lastUsedAt is bookkeeping, not security: refresh it at most this often to spare writes. */
const touchIntervalMs = 5 * 60 * 1000;

export async function issueAccountToken({ db, clock }: TokenDeps, accountId: string): Promise<string> {
  const token = createOpaqueToken();
  const now = clock.now();
  await db.insert(accountTokens).values({
    accountId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: addSeconds(now, accountTokenMaxAgeSeconds),
  });
  return token;
}

/**
 * The account a token belongs to and when the token expires, or null when it is unknown, revoked
 * or expired. One read: servers that remember sessions need the expiry too.
 */
export async function findSessionByToken({ db, clock }: TokenDeps, token: string): Promise<{ account: AccountRow; expiresAt: Date } | null> {
  const now = clock.now();
  const [row] = await db
    .select({ account: accounts, tokenId: accountTokens.id, lastUsedAt: accountTokens.lastUsedAt, expiresAt: accountTokens.expiresAt })
    .from(accountTokens)
    .innerJoin(accounts, eq(accounts.id, accountTokens.accountId))
    .where(and(eq(accountTokens.tokenHash, hashToken(token)), isNull(accountTokens.revokedAt), gt(accountTokens.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() > touchIntervalMs) {
    await db.update(accountTokens).set({ lastUsedAt: now }).where(eq(accountTokens.id, row.tokenId));
  }
  return { account: row.account, expiresAt: row.expiresAt };
}

/** The account a token belongs to, or null when it is unknown, revoked or expired. */
export async function findAccountByToken(deps: TokenDeps, token: string): Promise<AccountRow | null> {
  return (await findSessionByToken(deps, token))?.account ?? null;
}

export async function revokeAccountToken({ db, clock }: TokenDeps, token: string): Promise<void> {
  await db
    .update(accountTokens)
    .set({ revokedAt: clock.now() })
    .where(and(eq(accountTokens.tokenHash, hashToken(token)), isNull(accountTokens.revokedAt)));
}

/** Revokes every live token of an account, except the one given (the caller's own session). */
export async function revokeOtherAccountTokens(
  { db, clock }: TokenDeps,
  accountId: string,
  keepToken: string | null,
): Promise<void> {
  const conditions = [eq(accountTokens.accountId, accountId), isNull(accountTokens.revokedAt)];
  if (keepToken) conditions.push(ne(accountTokens.tokenHash, hashToken(keepToken)));
  await db.update(accountTokens).set({ revokedAt: clock.now() }).where(and(...conditions));
}
