import { z } from 'zod';
import { idSchema, multiLine, pictureSchema, resultSchema, singleLine } from './common.ts';

// Trimmed before it is checked: phone keyboards and autofill often add a trailing space.
const email = z
  .string()
  .trim()
  .pipe(z.email({ error: 'Enter a valid email address' }).max(254))
  .transform((value) => value.toLowerCase());
/**
 * A new password (register, reset). Never shown, but nobody types a NUL or another control
 * character either: refused as in any text (rules/text-characters.ts). Signing in takes any
 * password, so an account made before this rule still signs in.
 */
const password = multiLine(z.string().min(10, { error: 'Use at least 10 characters' }).max(200, { error: 'Use at most 200 characters' }));
const name = (label: string) => singleLine(z.string().trim().min(1, { error: `${label} is required` }).max(80));

export const registerInput = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email,
  password,
});
export type RegisterInput = z.input<typeof registerInput>;

export const signInInput = z.object({ email, password: z.string().min(1, { error: 'Password is required' }).max(200) });
export type SignInInput = z.input<typeof signInInput>;

export const forgotPasswordInput = z.object({ email });
export const resetPasswordInput = z.object({ token: singleLine(z.string().min(20).max(200)), password });

/** authenticate takes the auth token; the cookie or account-token header is used when it is absent. */
export const authenticateInput = z.object({ token: singleLine(z.string().min(1).max(200)).optional() }).optional();

/** An account's links (label defaults to empty). */
export const accountLinkSchema = z.object({
  id: idSchema,
  label: z.string().max(80).default(''),
  url: z.url({ protocol: /^https?$/ }).max(2048),
  icon: z.object({ src: z.string().max(2048) }).nullable(),
  type: z.string().max(40),
});
export type AccountLink = z.infer<typeof accountLinkSchema>;

export const accountSchema = z.object({
  id: idSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  picture: pictureSchema.nullable(),
  links: z.array(accountLinkSchema),
  createdAt: z.number().int(),
});
export type Account = z.infer<typeof accountSchema>;

export const authenticateResult = resultSchema(accountSchema);
export type AuthenticateResult = z.infer<typeof authenticateResult>;
