import * as z from 'zod/mini';
import type { RegisterInput, SignInInput } from '#shared/contracts/account.ts';
import { isMultiLineText, isSingleLineText, multiLineTextMessage, singleLineTextMessage } from '#shared/rules/text-characters.ts';

// zod/mini twins of the account inputs in src/shared/contracts/account.ts, so the forms show
// mistakes before any request without loading classic zod. The server checks again with the
// originals; tests/client/lib/zod-twins.test.ts keeps the two in step (same fields refused, same
// messages where the contract words them). Limits the contract leaves unworded get a message here.
// As in the contract, the email's own message also covers its length limit.
const email = z.pipe(z.string().check(z.trim()), z.email({ error: 'Enter a valid email address' }).check(z.maxLength(254)));
const password = z.string().check(
  z.minLength(10, { error: 'Use at least 10 characters' }),
  z.maxLength(200, { error: 'Use at most 200 characters' }),
  z.refine(isMultiLineText, { error: multiLineTextMessage }),
);
const name = (label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: `${label} is required` }),
      z.maxLength(80, { error: 'Use at most 80 characters' }),
      z.refine(isSingleLineText, { error: singleLineTextMessage }),
    );

export const registerInput = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email,
  password,
}) satisfies z.ZodMiniType<unknown, RegisterInput>;

export const signInInput = z.object({
  email,
  password: z.string().check(z.minLength(1, { error: 'Password is required' }), z.maxLength(200, { error: 'Use at most 200 characters' })),
}) satisfies z.ZodMiniType<unknown, SignInInput>;

export const forgotPasswordInput = z.object({ email });

export const resetPasswordInput = z.object({
  token: z.string().check(z.minLength(20, { error: 'This link is not valid' }), z.maxLength(200, { error: 'This link is not valid' })),
  password,
});
