import * as z from 'zod/mini';
import type { Account } from '#shared/contracts/account.ts';

// A zod/mini twin of src/shared/contracts/account.ts accountSchema: the page must not load
// classic zod (far larger than zod/mini) to check the account it saved itself. Same shape, same rules;
// tests/client/lib/zod-twins.test.ts keeps the two in step.
const id = z.uuid();

const accountLink = z.object({
  id,
  label: z._default(z.string().check(z.maxLength(80)), ''),
  url: z.url({ protocol: /^https?$/ }).check(z.maxLength(2048)),
  icon: z.nullable(z.object({ src: z.string().check(z.maxLength(2048)) })),
  type: z.string().check(z.maxLength(40)),
});

export const accountSchema = z.object({
  id,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  picture: z.nullable(z.object({ src: z.string().check(z.minLength(1), z.maxLength(2048)) })),
  links: z.array(accountLink),
  createdAt: z.int(),
}) satisfies z.ZodMiniType<Account>;
