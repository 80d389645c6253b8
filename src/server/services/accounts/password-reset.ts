import { and, eq, gt, isNull } from 'drizzle-orm';
import { accounts } from '../../db/schema/accounts.ts';
import { passwordResets } from '../../db/schema/password-resets.ts';
import type { ServerDeps } from '../../deps.ts';
import { revokeOtherAccountTokens } from '../auth/account-tokens.ts';
import { createOpaqueToken, hashToken } from '../auth/opaque-token.ts';
import { hashPassword } from '../auth/passwords.ts';
import { addSeconds } from '../clock.ts';
import { DomainError } from '../domain-error.ts';
import { buildPasswordResetMail } from '../mail-templates/password-reset-mail.ts';

export const resetLinkLifetimeSeconds = 60 * 60;
export const invalidResetLinkMessage = 'This reset link is invalid or has expired';

/**
 * Creates a reset link and mails it when the email has an account; does nothing visible
 * otherwise. Callers run it after answering, so its length says nothing about the email;
 * the token is made either way all the same, so the two paths differ only by the write.
 */
export async function requestPasswordReset(
  deps: Pick<ServerDeps, 'db' | 'clock' | 'env' | 'mailer' | 'publicUrl'>,
  email: string,
): Promise<void> {
  const token = createOpaqueToken();
  const tokenHash = hashToken(token);
  const [account] = await deps.db.select().from(accounts).where(eq(accounts.email, email)).limit(1);
  if (!account) return;
  const now = deps.clock.now();
  await deps.db.insert(passwordResets).values({
    accountId: account.id,
    tokenHash,
    createdAt: now,
    expiresAt: addSeconds(now, resetLinkLifetimeSeconds),
  });
  const resetUrl = `${deps.publicUrl()}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.mailer.send(buildPasswordResetMail({ to: account.email, firstName: account.firstName, brand: deps.env.BRAND_NAME, resetUrl }));
}

/**
 * Uses a reset link once: sets the new password, spends every other open link of the
 * account, and signs the account out everywhere except the caller's own session.
 * Returns the account's id.
 */
export async function resetPassword(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  token: string,
  password: string,
  callerToken: string | null,
): Promise<string> {
  const passwordHash = await hashPassword(password); // slow: done before the transaction opens
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ accountId: passwordResets.accountId });
    if (!reset) throw new DomainError('BAD_REQUEST', invalidResetLinkMessage);
    await tx.update(accounts).set({ passwordHash, updatedAt: now }).where(eq(accounts.id, reset.accountId));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.accountId, reset.accountId), isNull(passwordResets.usedAt)));
    await revokeOtherAccountTokens({ db: tx, clock: deps.clock }, reset.accountId, callerToken);
    return reset.accountId;
  });
}
