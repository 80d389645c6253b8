import { eq } from 'drizzle-orm';
import type { Profile } from '#shared/contracts/profile.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { DomainError } from '../domain-error.ts';
import { canViewProfile } from './can-view-profile.ts';
import { loadProfileDto } from './profile-dto.ts';

const profileUnavailableMessage = 'This profile is not available';

/**
 * The profile behind a handle, for this viewer. Missing, hidden and "sign in first" all answer
 * the same NOT_FOUND, so nobody can learn whether a handle exists by probing.
 */
export async function findProfileByHandle(db: Db, viewerAccountId: string | null, rawHandle: string): Promise<Profile> {
  const unavailable = new DomainError('NOT_FOUND', profileUnavailableMessage);
  if (!viewerAccountId) throw unavailable;
  const handle = rawHandle.trim().toLowerCase();
  const [row] = await db
    .select({ profile: profiles, account: accounts })
    .from(profiles)
    .innerJoin(accounts, eq(accounts.id, profiles.accountId))
    .where(eq(profiles.handle, handle))
    .limit(1);
  if (!row || !(await canViewProfile(db, viewerAccountId, row.profile))) throw unavailable;
  return loadProfileDto(db, row.account, row.profile);
}
