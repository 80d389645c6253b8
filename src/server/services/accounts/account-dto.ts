import { asc, eq } from 'drizzle-orm';
import type { Account } from '#shared/contracts/account.ts';
import type { Db } from '../../db/client.ts';
import { accountLinks } from '../../db/schema/account-links.ts';
import type { AccountRow } from '../../db/schema/accounts.ts';
import { toUnixSeconds } from '../clock.ts';

/** The account as the API shows it (with its links); never the password hash. */
export async function loadAccountDto(db: Db, account: AccountRow): Promise<Account> {
  const links = await db
    .select()
    .from(accountLinks)
    .where(eq(accountLinks.accountId, account.id))
    .orderBy(asc(accountLinks.position), asc(accountLinks.createdAt));
  return {
    id: account.id,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    picture: account.pictureSrc ? { src: account.pictureSrc } : null,
    links: links.map((link) => ({
      id: link.id,
      label: link.label,
      url: link.url,
      icon: link.iconSrc ? { src: link.iconSrc } : null,
      type: link.type,
    })),
    createdAt: toUnixSeconds(account.createdAt),
  };
}
