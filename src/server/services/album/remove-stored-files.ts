import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { keyOfUrl, type UploadStorage } from '../uploads/storage.ts';

/** Forgets uploads (rows and files): a deleted photo must not stay reachable by its old URL. */
export async function removeStoredFiles(db: Db, storage: UploadStorage, srcs: Array<{ src: string; thumbnailSrc: string }>): Promise<void> {
  if (srcs.length === 0) return;
  await db.delete(uploads).where(inArray(uploads.src, srcs.map((file) => file.src)));
  for (const file of srcs) {
    for (const url of [file.src, file.thumbnailSrc]) {
      const key = keyOfUrl(url);
      if (key) await storage.remove(key);
    }
  }
}
