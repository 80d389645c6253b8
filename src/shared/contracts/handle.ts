import * as z from 'zod/mini';

// Written in zod/mini: the profile forms check a typed handle with this very schema, and the page
// must not load classic zod. The organization contract (classic) holds it as a field.

/** Paths that sit beside /org/{handle}: a handle with this name could never be reached. */
const reservedHandles: ReadonlySet<string> = new Set(['new']);

/** The longest handle: the organization form's box stops there. */
export const handleMaxLength = 40;

/** Handles appear in URLs (/org/{handle}, /profile/{handle}): lower-case letters, digits and single dashes. */
export const handleSchema = z.string().check(
  z.trim(),
  z.toLowerCase(),
  z.minLength(3, { error: 'Use at least 3 characters' }),
  z.maxLength(handleMaxLength, { error: `Use at most ${handleMaxLength} characters` }),
  z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'Use letters, digits and single dashes' }),
  z.refine((handle: string) => !reservedHandles.has(handle), { error: 'This handle is reserved. Try another one.' }),
);
