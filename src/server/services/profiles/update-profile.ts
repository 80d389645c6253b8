import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Profile, profileInput } from '#shared/contracts/profile.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { accountLinks } from '../../db/schema/account-links.ts';
import { accounts, type AccountRow } from '../../db/schema/accounts.ts';
import { profiles } from '../../db/schema/profiles.ts';
import type { ServerDeps } from '../../deps.ts';
import { DomainError } from '../domain-error.ts';
import { consumeRateLimit } from '../rate-limit.ts';
import { findOwnedUpload } from '../uploads/find-owned-upload.ts';
import { ensureProfile, findProfile } from './ensure-profile.ts';
import { loadProfileDto } from './profile-dto.ts';

export type ProfileUpdate = z.output<typeof profileInput> & { completeSetup?: boolean | undefined };

const handleTakenMessage = 'This handle is taken. Try another one.';

function handleTaken(): DomainError {
  return new DomainError('CONFLICT', handleTakenMessage);
}

/** undefined: keep the photo; null: remove it; otherwise the caller's own avatar upload. */
async function resolvePicture(deps: Pick<ServerDeps, 'db'>, account: AccountRow, src: string | null | undefined) {
  if (src === undefined || src === account.pictureSrc) return undefined;
  if (src === null) return { src: null, thumbnailSrc: null };
  const upload = await findOwnedUpload(deps.db, account.id, src, 'avatar');
  if (!upload) throw new DomainError('BAD_REQUEST', 'Upload the photo again: this one is not yours or not a profile photo');
  return { src: upload.src, thumbnailSrc: upload.thumbnailSrc };
}

/**
 * Saves the whole profile (the form always sends every field; handle and photo stay as they
 * are when omitted). The links replace the account's links. `completeSetup` stamps
 * setupCompletedAt once; later saves keep the first date.
 */
export async function updateProfile(deps: Pick<ServerDeps, 'db' | 'clock' | 'env'>, account: AccountRow, input: ProfileUpdate): Promise<Profile> {
  const { db, clock } = deps;
  const current = await ensureProfile(db, account);
  const handle = input.handle ?? current.handle;
  if (handle !== current.handle) {
    // Whoever picks a handle must learn that it is taken, which also tells whether it exists:
    // each try counts, so handles can only be probed a few at a time.
    await consumeRateLimit(deps, 'handleChangePerAccount', account.id);
    const [other] = await db
      .select({ accountId: profiles.accountId })
      .from(profiles)
      .where(and(eq(profiles.handle, handle), ne(profiles.accountId, account.id)))
      .limit(1);
    if (other) throw handleTaken();
  }
  const picture = await resolvePicture(deps, account, input.pictureSrc);
  const now = clock.now();
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(profiles)
        .set({
          handle,
          headline: input.headline,
          company: input.company,
          bio: input.bio,
          interests: input.interests,
          lookingFor: input.lookingFor,
          offers: input.offers,
          visibility: input.visibility,
          ...(picture ? { pictureThumbnailSrc: picture.thumbnailSrc } : {}),
          setupCompletedAt: input.completeSetup ? (current.setupCompletedAt ?? now) : current.setupCompletedAt,
          updatedAt: now,
        })
        .where(eq(profiles.accountId, account.id));
      if (picture) await tx.update(accounts).set({ pictureSrc: picture.src, updatedAt: now }).where(eq(accounts.id, account.id));
      await tx.delete(accountLinks).where(eq(accountLinks.accountId, account.id));
      if (input.links.length > 0) {
        await tx.insert(accountLinks).values(
          input.links.map((link, position) => ({ accountId: account.id, label: link.label, url: link.url, type: link.type, position, createdAt: now })),
        );
      }
    });
  } catch (error) {
    // Someone took the handle between our check and the write.
    if (isUniqueViolation(error)) throw handleTaken();
    throw error;
  }
  const saved = await findProfile(db, account.id);
  if (!saved) throw new Error('The profile vanished while it was saved');
  const pictureSrc = picture ? picture.src : account.pictureSrc;
  return loadProfileDto(db, { ...account, pictureSrc }, saved);
}

/** Onboarding finished or skipped: stamp setupCompletedAt (once) and change nothing else. */
export async function completeProfileSetup(deps: Pick<ServerDeps, 'db' | 'clock'>, account: AccountRow): Promise<Profile> {
  const current = await ensureProfile(deps.db, account);
  if (current.setupCompletedAt) return loadProfileDto(deps.db, account, current);
  const [saved] = await deps.db
    .update(profiles)
    .set({ setupCompletedAt: deps.clock.now(), updatedAt: deps.clock.now() })
    .where(eq(profiles.accountId, account.id))
    .returning();
  return loadProfileDto(deps.db, account, saved ?? current);
}
