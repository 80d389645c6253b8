import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { albumPhotoSrcOf, type AlbumFile, type AlbumFileLookup } from '../services/album/album-file-access.ts';
import { requireAlbumModerator } from '../services/album/require-album.ts';
import { DomainError } from '../services/domain-error.ts';
import type { FeedReaders } from '../services/event-feeds/feed-readers.ts';
import type { UploadStorage } from '../services/uploads/storage.ts';
import { immutableCache } from './static-files.ts';

/** An uploaded file is only ever shown as an image: even opened directly, it may run and load nothing. */
const uploadCsp = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

// Album photos can be hidden or wait for approval after their URL went round, so every use is
// checked with the server (an ETag makes that a 304): shared caches may keep a shown photo, only
// the browser of someone allowed keeps one that is not shown to everyone.
const shownAlbumCache = 'public, no-cache';
const restrictedAlbumCache = 'private, no-cache';

/** A hidden or pending album photo: its uploader and the event's album moderators, nobody else. */
async function mayHaveRestricted(readers: Pick<FeedReaders, 'accountId' | 'admit'>, request: FastifyRequest, photo: AlbumFile): Promise<boolean> {
  const accountId = await readers.accountId(request);
  if (!accountId) return false;
  if (accountId === photo.uploaderId) return true;
  try {
    return (await readers.admit(request, photo.eventId, requireAlbumModerator)) !== null;
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
}

/** The Cache-Control an album file is answered with, or null when this caller may not have it. */
async function albumCacheControl(albumFiles: AlbumFileLookup, readers: Pick<FeedReaders, 'accountId' | 'admit'>, request: FastifyRequest, src: string) {
  const photo = await albumFiles.find(src);
  if (!photo) return null;
  if (photo.status === 'visible') return shownAlbumCache;
  return (await mayHaveRestricted(readers, request, photo)) ? restrictedAlbumCache : null;
}

// The same answer for a file that is not there and one this caller may not have.
const notFound = (reply: FastifyReply, key: string) => reply.code(404).header('cache-control', 'no-store').send({ error: 'Not found', path: `/uploads/${key}` });

/**
 * GET /uploads/<purpose>/<random>.webp from the storage. Names are random and never reused, so
 * avatars, logos and event pictures may be cached for a year; nosniff keeps browsers from reading a
 * file as anything else. Album files are answered as their photo allows: a shown one to anyone, a
 * hidden or pending one only to its uploader and the event's album moderators (404 to everyone
 * else, as if it were not there), since its URL may have leaked while it was shown.
 */
export function registerUploadsFilesRoute(app: FastifyInstance, storage: UploadStorage, albumFiles: AlbumFileLookup, readers: Pick<FeedReaders, 'accountId' | 'admit'>): void {
  app.get<{ Params: { '*': string } }>('/uploads/*', async (request, reply) => {
    const key = request.params['*'];
    // The file first: a made-up name costs no database read.
    const file = await storage.open(key);
    if (!file) return notFound(reply, key);
    let cacheControl: string | null = immutableCache;
    const albumSrc = albumPhotoSrcOf(storage.url(key));
    try {
      if (albumSrc) cacheControl = await albumCacheControl(albumFiles, readers, request, albumSrc);
    } catch (error) {
      file.body.destroy();
      throw error;
    }
    if (!cacheControl) {
      file.body.destroy();
      return notFound(reply, key);
    }
    const etag = `"${key.replaceAll('/', '.')}"`;
    reply
      .header('cache-control', cacheControl)
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', uploadCsp)
      .type('image/webp');
    if (request.headers['if-none-match'] === etag) {
      file.body.destroy();
      return reply.code(304).send();
    }
    reply.header('content-length', file.size);
    return reply.send(file.body);
  });
}
