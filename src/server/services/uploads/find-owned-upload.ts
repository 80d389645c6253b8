import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploads, type UploadPurpose, type UploadRow } from '../../db/schema/uploads.ts';

/**
 * The upload behind a src an account wants to use (profile photo, organization logo, event
 * picture), or null when it is not that account's upload of that purpose. Callers refuse null,
 * so no record ever points at a foreign URL or at someone else's file.
 */
export async function findOwnedUpload(db: Db, accountId: string, src: string, purpose: UploadPurpose): Promise<UploadRow | null> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.src, src), eq(uploads.accountId, accountId), eq(uploads.purpose, purpose)))
    .limit(1);
  return row ?? null;
}
