import { eq } from 'drizzle-orm';
import { albumFileKind } from '#shared/rules/album-image-cache.ts';
import type { Db } from '../../db/client.ts';
import { albumPhotos, type AlbumPhotoRow } from '../../db/schema/album-photos.ts';
import type { FeedVersions } from '../event-feeds/feed-versions.ts';

/** Who an album file belongs to and whether it is shown: what the file route needs to decide who may have it. */
export interface AlbumFile {
  photoId: string;
  eventId: string;
  uploaderId: string;
  status: AlbumPhotoRow['status'];
}

export interface AlbumFileLookup {
  /** The photo whose full-size file is `src`, as stored in album_photos.src; null when there is none. */
  find(src: string): Promise<AlbumFile | null>;
}

/**
 * The src of the photo an album file belongs to (its own, or the photo's for a thumbnail: saveUpload
 * names both alike); null for any other upload.
 */
export function albumPhotoSrcOf(fileSrc: string): string | null {
  const kind = albumFileKind(fileSrc);
  if (kind === null) return null;
  return kind === 'thumbnail' ? fileSrc.replace(/-thumb\.webp$/, '.webp') : fileSrc;
}

type Identity = Omit<AlbumFile, 'status'>;

/** One indexed read (album_photos_src_idx): the photo whose full-size file is `src`. */
async function identify(db: Db, src: string): Promise<Identity | null> {
  const [photo] = await db
    .select({ photoId: albumPhotos.id, eventId: albumPhotos.eventId, uploaderId: albumPhotos.accountId })
    .from(albumPhotos)
    .where(eq(albumPhotos.src, src))
    .limit(1);
  return photo ?? null;
}

interface Entry extends Identity {
  status: AlbumFile['status'] | null;
  /** The album version the status was read at (-1: not read yet). */
  version: number;
}

/**
 * Album files by their photo's src, kept in memory: a file's photo and event never change, and its
 * status is read again only once the event's album version moved (a moderation, a deletion, a like:
 * the triggers bump it and every instance hears it, see event-feeds/feed-versions.ts). The album's
 * grid asks for hundreds of thumbnails; each then costs a map lookup, not a query. The least
 * recently asked go first past `maxEntries`.
 */
export function createAlbumFileLookup(db: Db, versions: Pick<FeedVersions, 'current'>, maxEntries = 10_000): AlbumFileLookup {
  const entries = new Map<string, Entry>();
  const remember = (src: string, entry: Entry) => {
    entries.delete(src);
    entries.set(src, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };
  return {
    async find(src) {
      let entry = entries.get(src);
      if (!entry) {
        const identity = await identify(db, src);
        if (!identity) return null;
        entry = { ...identity, status: null, version: -1 };
      }
      remember(src, entry);
      // The version first: a status read after it is at least that new.
      const version = await versions.current('album', entry.eventId);
      if (entry.status === null || entry.version !== version) {
        const [row] = await db.select({ status: albumPhotos.status }).from(albumPhotos).where(eq(albumPhotos.id, entry.photoId));
        if (!row) {
          entries.delete(src);
          return null;
        }
        entry.status = row.status;
        entry.version = version;
      }
      return { photoId: entry.photoId, eventId: entry.eventId, uploaderId: entry.uploaderId, status: entry.status };
    },
  };
}
