import type { Db } from '../../db/client.ts';
import { DomainError } from '../domain-error.ts';
import { findOwnedUpload } from '../uploads/find-owned-upload.ts';

/**
 * The logo to store: unchanged stays (another admin may have uploaded it), null removes
 * it, anything else must be the caller's own logo upload.
 */
export async function resolveOrganizationLogo(db: Db, accountId: string, requested: string | null, current: string | null): Promise<string | null> {
  if (requested === null || requested === current) return requested;
  const upload = await findOwnedUpload(db, accountId, requested, 'logo');
  if (!upload) throw new DomainError('BAD_REQUEST', 'Upload the logo again: this one is not yours or not a logo');
  return upload.src;
}
