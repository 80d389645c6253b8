import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { registerInput } from '#shared/contracts/account.ts';
import { accounts, type AccountRow } from '../../db/schema/accounts.ts';
import type { ServerDeps } from '../../deps.ts';
import { hashPassword } from '../auth/passwords.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { isUniqueViolation } from '../../db/errors.ts';

const duplicateEmailMessage = 'An account with this email already exists';

/** Creates the account and greets it with a first, true notification. */
export async function registerAccount(
  deps: Pick<ServerDeps, 'db' | 'clock' | 'bus' | 'env'>,
  input: z.output<typeof registerInput>,
): Promise<AccountRow> {
  const [existing] = await deps.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, input.email)).limit(1);
  if (existing) throw new TRPCError({ code: 'CONFLICT', message: duplicateEmailMessage });
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  let account: AccountRow | undefined;
  try {
    [account] = await deps.db
      .insert(accounts)
      .values({ email: input.email, firstName: input.firstName, lastName: input.lastName, passwordHash, createdAt: now, updatedAt: now })
      .returning();
  } catch (error) {
    // Two registrations of the same email at once: the unique index decides.
    if (isUniqueViolation(error)) throw new TRPCError({ code: 'CONFLICT', message: duplicateEmailMessage });
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
  return account;
}
