import { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addPhotoFieldsSchema } from '#shared/contracts/album.ts';
import { idSchema } from '#shared/contracts/common.ts';
import { accountTokenHeaderName } from '#shared/contracts/session.ts';
import { maxUploadBytes, uploadGuardHeader, uploadMessages } from '#shared/contracts/uploads.ts';
import { albumPhotos } from '../db/schema/album-photos.ts';
import type { ServerDeps } from '../deps.ts';
import { createAccessLoader } from '../services/access/access-loader.ts';
import { addPhoto } from '../services/album/add-photo.ts';
import { summarizeZodError } from '../trpc/error-entry.ts';
import { requireAlbum, requireAlbumModerator } from '../services/album/require-album.ts';
import { zipStream, type ZipSource } from '../services/album/zip-stream.ts';
import { DomainError } from '../services/domain-error.ts';
import { consumeRateLimit } from '../services/rate-limit.ts';
import { keyOfUrl, type UploadStorage } from '../services/uploads/storage.ts';
import { sendImageRefusal } from './image-refusal.ts';
import { resolveRequestAccount } from '../services/auth/request-account.ts';
import { sendDomainError } from './send-domain-error.ts';

const envelopeBytes = 64 * 1024;

interface AlbumForm {
  file: Buffer | undefined;
  fields: Record<string, string>;
}

async function readForm(request: FastifyRequest): Promise<AlbumForm> {
  const form: AlbumForm = { file: undefined, fields: {} };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file') form.file = bytes;
    } else if (typeof part.value === 'string') {
      form.fields[part.fieldname] = part.value;
    }
  }
  return form;
}

/** The caller and their access, or a refusal already sent. */
async function callerOf(deps: ServerDeps, request: FastifyRequest, reply: FastifyReply) {
  const { account } = await resolveRequestAccount(deps, request);
  if (!account) {
    await sendDomainError(request, reply, new DomainError('UNAUTHORIZED', uploadMessages.signIn));
    return null;
  }
  const eventId = idSchema.safeParse((request.params as { eventId?: string }).eventId);
  if (!eventId.success) {
    await sendDomainError(request, reply, new DomainError('BAD_REQUEST', 'eventId: Invalid UUID'));
    return null;
  }
  return { account, eventId: eventId.data, ctx: { access: createAccessLoader(deps.db, account.id) } };
}

const safeName = (text: string) => text.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'photo';

/**
 * POST /api/events/:eventId/album/photos (multipart: file, caption, idempotencyKey): one album photo
 * through the upload pipeline, applied once per key (201, or 200 for a replay with the first answer).
 * GET /api/events/:eventId/album/zip: every photo of the event, streamed as a zip (organizers).
 */
export async function registerAlbumRoutes(scope: FastifyInstance, deps: ServerDeps, storage: UploadStorage): Promise<void> {
  await scope.register(fastifyMultipart, {
    limits: { fileSize: maxUploadBytes, files: 1, fields: 4, fieldSize: 4096, parts: 6, headerPairs: 50 },
  });
  const { RequestFileTooLargeError } = scope.multipartErrors;

  scope.post('/api/events/:eventId/album/photos', async (request, reply) => {
    const caller = await callerOf(deps, request, reply);
    if (!caller) return reply;
    const refuse = (code: DomainError['code'], message: string) => sendDomainError(request, reply, new DomainError(code, message));
    // A cookie alone could come from a form on another site; a custom header cannot (no preflight is ever granted).
    if (!request.headers[uploadGuardHeader] && !request.headers[accountTokenHeaderName]) {
      return refuse('FORBIDDEN', `Send uploads with the ${uploadGuardHeader} header`);
    }
    try {
      await requireAlbum(caller.ctx, caller.eventId);
      // Before a byte of the file is read, and every attempt counts (refused, replayed or deleted
      // since): decoding is the costly part, and deleting must not make room for more of it.
      await consumeRateLimit(deps, 'albumUploadPerAccount', caller.account.id);
    } catch (error) {
      if (error instanceof DomainError) return sendDomainError(request, reply, error);
      throw error;
    }
    if (!request.isMultipart()) return refuse('BAD_REQUEST', 'Send the photo as multipart/form-data');
    if (Number(request.headers['content-length'] ?? 0) > maxUploadBytes + envelopeBytes) {
      reply.header('connection', 'close');
      return refuse('PAYLOAD_TOO_LARGE', uploadMessages.tooBig);
    }
    let form: AlbumForm;
    try {
      form = await readForm(request);
    } catch (error) {
      if (error instanceof RequestFileTooLargeError) return refuse('PAYLOAD_TOO_LARGE', uploadMessages.tooBig);
      return refuse('BAD_REQUEST', 'Send one image in the field "file", with its caption and idempotencyKey');
    }
    const fields = addPhotoFieldsSchema.safeParse(form.fields);
    if (!fields.success) {
      const fieldIssues = fields.error.issues.map((i) => ({ path: i.path.map(String), message: i.message }));
      return sendDomainError(request, reply, new DomainError('BAD_REQUEST', summarizeZodError(fields.error), { fieldIssues }));
    }
    if (!form.file || form.file.length === 0) return refuse('BAD_REQUEST', uploadMessages.noFile);
    try {
      const added = await addPhoto(deps, storage, { eventId: caller.eventId, accountId: caller.account.id, ...fields.data, bytes: form.file });
      return reply.code(201).header('cache-control', 'no-store').send(added);
    } catch (error) {
      if (error instanceof DomainError) return sendDomainError(request, reply, error);
      const refused = sendImageRefusal(request, reply, error, uploadMessages.photoTooManyPixels);
      if (!refused) throw error;
      return refused;
    }
  });

  scope.get('/api/events/:eventId/album/zip', async (request, reply) => {
    const caller = await callerOf(deps, request, reply);
    if (!caller) return reply;
    let eventName: string;
    try {
      eventName = (await requireAlbumModerator(caller.ctx, caller.eventId)).event.name;
    } catch (error) {
      if (error instanceof DomainError) return sendDomainError(request, reply, error);
      throw error;
    }
    const photos = await deps.db
      .select({ id: albumPhotos.id, src: albumPhotos.src, status: albumPhotos.status, caption: albumPhotos.caption, createdAt: albumPhotos.createdAt })
      .from(albumPhotos)
      .where(eq(albumPhotos.eventId, caller.eventId))
      .orderBy(asc(albumPhotos.createdAt), asc(albumPhotos.id));
    const sources: ZipSource[] = photos.map((photo, index) => ({
      // Visible photos at the top; pending and hidden ones in folders of their own.
      name: `${photo.status === 'visible' ? '' : `${photo.status}/`}${String(index + 1).padStart(4, '0')}-${safeName(photo.caption)}-${photo.id.slice(0, 8)}.webp`,
      modified: photo.createdAt,
      async open() {
        const key = keyOfUrl(photo.src);
        const file = key ? await storage.open(key) : null;
        return file ? (file.body as AsyncIterable<Buffer>) : null;
      },
    }));
    reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${safeName(eventName)}-album.zip"`)
      .header('cache-control', 'no-store');
    return reply.send(Readable.from(zipStream(sources)));
  });
}
