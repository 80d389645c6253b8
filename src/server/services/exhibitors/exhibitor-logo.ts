import type { Db } from '../../db/client.ts';
import { DomainError } from '../domain-error.ts';
import { findOwnedUpload } from '../uploads/find-owned-upload.ts';

const logoNotYoursMessage = 'Upload the logo here first: only a logo you uploaded can be used';

/**
 * A logo is kept as it was, or one the saver uploaded as a logo: never a foreign URL or someone
 * else's file. Shared by exhibitors and sponsors.
 */
export async function acceptLogo(db: Db, accountId: string, requested: string | null, current: string | null, path: readonly string[]): Promise<string | null> {
  if (requested === null || requested === current) return requested;
  if (!(await findOwnedUpload(db, accountId, requested, 'logo'))) {
    throw new DomainError('BAD_REQUEST', logoNotYoursMessage, { fieldIssues: [{ path: [...path], message: logoNotYoursMessage }] });
  }
  return requested;
}
