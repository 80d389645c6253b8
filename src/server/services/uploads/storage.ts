import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { uploadKeyPattern, uploadsUrlPrefix } from '#shared/contracts/uploads.ts';

/**
 * Where uploaded files live: a local directory by default, behind this small
 * interface so an S3-compatible store can replace it. Keys look like `avatar/<random>.webp`.
 */
export interface UploadStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /**
   * The public URL of a stored key: `/uploads/<key>` on this server. Picture and logo fields take
   * only such paths (isUploadedPictureSrc in contracts/uploads.ts): a store served from elsewhere
   * changes that rule too.
   */
  url(key: string): string;
  /** Opens a stored file for serving; null when it does not exist. Stores served elsewhere return null. */
  open(key: string): Promise<{ body: Readable; size: number } | null>;
  /** Deletes a stored file (a deleted album photo must not stay reachable by its URL); a missing one is fine. */
  remove(key: string): Promise<void>;
}

/** The key behind one of our URLs, or null for anything else. */
export const keyOfUrl = (src: string): string | null => (src.startsWith(uploadsUrlPrefix) ? src.slice(uploadsUrlPrefix.length) : null);

// Keys are made by us (purpose / random name), and checked again before any file-system access.
// The pattern lives with the contracts: picture fields take only the URLs these keys make.
;

export function createLocalStorage(directory: string): UploadStorage {
  const root = path.resolve(directory);
  const fileOf = (key: string) => {
    if (!uploadKeyPattern.test(key)) throw new Error(`Refusing an unexpected upload key: ${key}`);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const partial = `${file}.partial`;
      await writeFile(partial, bytes, { flag: 'wx' });
      await rename(partial, file);
    },
    url: (key) => `${uploadsUrlPrefix}${key}`,
    async open(key) {
      if (!uploadKeyPattern.test(key)) return null;
      const file = fileOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { body: createReadStream(file), size: info.size };
      } catch {
        return null;
      }
    },
    async remove(key) {
      if (!uploadKeyPattern.test(key)) return;
      await rm(fileOf(key), { force: true });
    },
  };
}
