import { asc, eq } from 'drizzle-orm';
import type { Profile } from '#shared/contracts/profile.ts';
import type { Db } from '../../db/client.ts';
import { accountLinks } from '../../db/schema/account-links.ts';
import type { AccountRow } from '../../db/schema/accounts.ts';
import type { ProfileRow } from '../../db/schema/profiles.ts';
import { toUnixSeconds } from '../clock.ts';

/** The profile as the API shows it: never the email or anything else private of the account. */
export async function loadProfileDto(db: Db, account: Pick<AccountRow, 'id' | 'firstName' | 'lastName' | 'pictureSrc'>, profile: ProfileRow): Promise<Profile> {
  const links = await db
    .select()
    .from(accountLinks)
    .where(eq(accountLinks.accountId, account.id))
    .orderBy(asc(accountLinks.position), asc(accountLinks.createdAt));
  const picture = account.pictureSrc ? { src: account.pictureSrc } : null;
  return {
    accountId: account.id,
    handle: profile.handle,
    firstName: account.firstName,
    lastName: account.lastName,
    picture,
    // A picture set some other way (the demo seed) has no thumbnail: the picture itself will do.
    thumbnail: picture && profile.pictureThumbnailSrc ? { src: profile.pictureThumbnailSrc } : picture,
    headline: profile.headline,
    company: profile.company,
    bio: profile.bio,
    interests: profile.interests,
    lookingFor: profile.lookingFor,
    offers: profile.offers,
    visibility: profile.visibility,
    links: links.map((link) => ({
      id: link.id,
      label: link.label,
      url: link.url,
      type: link.type,
      icon: link.iconSrc ? { src: link.iconSrc } : null,
    })),
    setupCompletedAt: profile.setupCompletedAt ? toUnixSeconds(profile.setupCompletedAt) : null,
  };
}
