import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { registerInput } from '#shared/contracts/account.ts';
import { accounts, type AccountRow } from '../../db/schema/accounts.ts';
import type { ServerDeps } from '../../deps.ts';
import { hashPassword } from '../auth/passwords.ts';
import { DomainError, isDomainError } from '../domain-error.ts';
import { buildRegistrationAttemptMail } from '../mail-templates/registration-attempt-mail.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { consumeRateLimit } from '../rate-limit.ts';
import { isUniqueViolation } from '../../db/errors.ts';

/**
 * Registration signs the new account in at once, so a refused registration cannot look like
 * a successful one. The refusal says no more than that this email cannot be used here and
 * points to the owner's mailbox, which is where the account's existence is confirmed.
 */
export const registrationRefusedMessage =
  'This email cannot be used to create a new account. We have sent a message to that address explaining what to do next.';

export function registrationRefused(): DomainError {
  return new DomainError('CONFLICT', registrationRefusedMessage);
}

export type RegistrationOutcome = { created: true; account: AccountRow } | { created: false };

/**
 * Creates the account and greets it with a first, true notification. The password is hashed
 * before anything else, so a taken email answers in the time a new one takes to be hashed.
 */
export async function registerAccount(
  deps: Pick<ServerDeps, 'db' | 'clock' | 'bus' | 'env'>,
  input: z.output<typeof registerInput>,
): Promise<RegistrationOutcome> {
  const passwordHash = await hashPassword(input.password);
  const [existing] = await deps.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, input.email)).limit(1);
  if (existing) return { created: false };
  const now = deps.clock.now();
  let account: AccountRow | undefined;
  try {
    [account] = await deps.db
      .insert(accounts)
      .values({ email: input.email, firstName: input.firstName, lastName: input.lastName, passwordHash, createdAt: now, updatedAt: now })
      .returning();
  } catch (error) {
    // Two registrations of the same email at once: the unique index decides.
    if (isUniqueViolation(error)) return { created: false };
    throw error;
  }
  if (!account) throw new Error('Account insert returned no row');
  const brand = deps.env.BRAND_NAME;
  await createNotification(deps, {
    accountId: account.id,
    topicName: 'welcome',
    payload: {
      title: `Welcome to ${brand}`,
      body: 'Find your event under Events, join it, and keep its schedule and people with you, even offline.',
    },
  });
  return { created: true, account };
}

/**
 * Tells the owner that someone tried to register with their email (run after the answer).
 * Capped per email, silently: a flood of attempts must not flood their inbox.
 */
export async function mailRegistrationAttempt(
  deps: Pick<ServerDeps, 'db' | 'clock' | 'env' | 'mailer' | 'publicUrl'>,
  email: string,
): Promise<void> {
  const [owner] = await deps.db.select().from(accounts).where(eq(accounts.email, email)).limit(1);
  if (!owner) return;
  try {
    await consumeRateLimit(deps, 'registerNoticePerEmail', email);
  } catch (error) {
    if (isDomainError(error, 'TOO_MANY_REQUESTS')) return;
    throw error;
  }
  const base = deps.publicUrl();
  await deps.mailer.send(
    buildRegistrationAttemptMail({
      to: owner.email,
      firstName: owner.firstName,
      brand: deps.env.BRAND_NAME,
      signInUrl: `${base}/sign-in`,
      resetUrl: `${base}/forgot-password`,
    }),
  );
}
