import { randomBytes } from 'node:crypto';
import type { UploadResult } from '#shared/contracts/profile.ts';
import { uploads, type UploadPurpose } from '../../db/schema/uploads.ts';
import type { ServerDeps } from '../../deps.ts';
import { processImage } from './process-image.ts';
import type { UploadStorage } from './storage.ts';

/** 16 random bytes: names cannot be guessed, so files can be cached forever and never listed. */
function randomName(): string {
  return randomBytes(16).toString('base64url');
}

/** Processes an image in its turn (deps.images), stores the main file and its thumbnail, and records who uploaded them. */
export async function saveUpload(
  { db, clock, images }: Pick<ServerDeps, 'db' | 'clock' | 'images'>,
  storage: UploadStorage,
  { accountId, purpose, bytes }: { accountId: string; purpose: UploadPurpose; bytes: Buffer },
): Promise<UploadResult> {
  const image = await processImage(bytes, purpose, images);
  const name = randomName();
  const key = `${purpose}/${name}.webp`;
  const thumbnailKey = `${purpose}/${name}-thumb.webp`;
  await storage.put(key, image.main.bytes, image.contentType);
  await storage.put(thumbnailKey, image.thumbnail.bytes, image.contentType);
  const result: UploadResult = {
    src: storage.url(key),
    thumbnailSrc: storage.url(thumbnailKey),
    width: image.main.width,
    height: image.main.height,
    bytes: image.main.bytes.length,
  };
  await db.insert(uploads).values({
    accountId,
    purpose,
    src: result.src,
    thumbnailSrc: result.thumbnailSrc,
    contentType: image.contentType,
    width: result.width,
    height: result.height,
    bytes: result.bytes,
    createdAt: clock.now(),
  });
  return result;
}
