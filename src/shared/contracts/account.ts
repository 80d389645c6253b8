import * as z from 'zod/mini';
import { idSchema, multiLine, pictureSchema, resultSchema, singleLine } from './common-mini.ts';

// Written in zod/mini: the page checks its forms and its saved account with these very schemas,
// and must not load classic zod. The server passes them to tRPC as any other contract.

// Trimmed before it is checked: phone keyboards and autofill often add a trailing space.
// The email's own message also covers its length limit.
const email = z.pipe(
  z.string().check(z.trim()),
  z.email({ error: 'Enter a valid email address' }).check(z.maxLength(254), z.toLowerCase()),
);
/**
 * A new password (register, reset). Never shown, but nobody types a NUL or another control
 * character either: refused as in any text (rules/text-characters.ts). Signing in takes any
 * password, so an account made before this rule still signs in.
 */
const password = multiLine(
  z.string().check(z.minLength(10, { error: 'Use at least 10 characters' }), z.maxLength(200, { error: 'Use at most 200 characters' })),
);
const name = (label: string) =>
  singleLine(z.string().check(z.trim(), z.minLength(1, { error: `${label} is required` }), z.maxLength(80, { error: 'Use at most 80 characters' })));

export const registerInput = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email,
  password,
});

export const signInInput = z.object({
  email,
  password: z.string().check(z.minLength(1, { error: 'Password is required' }), z.maxLength(200, { error: 'Use at most 200 characters' })),
});

export const forgotPasswordInput = z.object({ email });
// The token comes from the mailed link, never typed: a wrong length means a broken link.
const linkToken = { error: 'This link is not valid' };
export const resetPasswordInput = z.object({ token: singleLine(z.string().check(z.minLength(20, linkToken), z.maxLength(200, linkToken))), password });

/** authenticate takes the auth token; the cookie or account-token header is used when it is absent. */
export const authenticateInput = z.optional(z.object({ token: z.optional(singleLine(z.string().check(z.minLength(1), z.maxLength(200)))) }));

/** An account's links (label defaults to empty). */
const accountLinkSchema = z.object({
  id: idSchema,
  label: z._default(z.string().check(z.maxLength(80)), ''),
  url: z.url({ protocol: /^https?$/ }).check(z.maxLength(2048)),
  icon: z.nullable(z.object({ src: z.string().check(z.maxLength(2048)) })),
  type: z.string().check(z.maxLength(40)),
});

export const accountSchema = z.object({
  id: idSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  picture: z.nullable(pictureSchema),
  links: z.array(accountLinkSchema),
  createdAt: z.int(),
});
export type Account = z.infer<typeof accountSchema>;

export const authenticateResult = resultSchema(accountSchema);
export type AuthenticateResult = z.infer<typeof authenticateResult>;
