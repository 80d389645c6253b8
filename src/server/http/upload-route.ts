import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ErrorCode } from '#shared/errors.ts';
import { accountTokenHeaderName } from '#shared/contracts/session.ts';
import { maxUploadBytes, uploadGuardHeader, uploadMessages, uploadPath, uploadPurposes } from '#shared/contracts/uploads.ts';
import type { ServerDeps } from '../deps.ts';
import { DomainError } from '../services/domain-error.ts';
import { consumeRateLimit } from '../services/rate-limit.ts';
import { saveUpload } from '../services/uploads/save-upload.ts';
import type { UploadStorage } from '../services/uploads/storage.ts';
import { sendImageRefusal } from './image-refusal.ts';
import { resolveRequestAccount } from '../services/auth/request-account.ts';
import { sendDomainError } from './send-domain-error.ts';

const uploadPurposeSchema = z.enum(uploadPurposes);

const refuse = (request: FastifyRequest, reply: FastifyReply, code: ErrorCode, message: string) =>
  sendDomainError(request, reply, new DomainError(code, message));

/** Multipart overhead (boundaries, the purpose field) on top of the largest file we take. */
const envelopeBytes = 64 * 1024;

interface ReadForm {
  purpose: string | undefined;
  file: Buffer | undefined;
}

async function readForm(request: FastifyRequest): Promise<ReadForm> {
  const form: ReadForm = { purpose: undefined, file: undefined };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file') form.file = bytes;
    } else if (part.fieldname === 'purpose' && typeof part.value === 'string') {
      form.purpose = part.value;
    }
  }
  return form;
}

/**
 * POST /api/uploads (multipart: `purpose` = avatar | logo | event-picture, one `file`), signed in only.
 * Answers uploadResultSchema JSON (201), or { error, code, traceId } with the error code's status
 * (past the per-account upload allowance, the error handler answers 429 with Retry-After).
 */
export async function registerUploadRoute(scope: FastifyInstance, deps: ServerDeps, storage: UploadStorage): Promise<void> {
  await scope.register(fastifyMultipart, {
    limits: { fileSize: maxUploadBytes, files: 1, fields: 4, fieldSize: 200, parts: 6, headerPairs: 50 },
  });
  const { RequestFileTooLargeError } = scope.multipartErrors;

  scope.post(uploadPath, async (request, reply) => {
    const { account } = await resolveRequestAccount(deps, request);
    if (!account) return refuse(request, reply, 'UNAUTHORIZED', uploadMessages.signIn);
    // A cookie alone could come from a form on another site; a custom header cannot (no preflight is ever granted).
    if (!request.headers[uploadGuardHeader] && !request.headers[accountTokenHeaderName]) {
      return refuse(request, reply, 'FORBIDDEN', `Send uploads with the ${uploadGuardHeader} header`);
    }
    if (!request.isMultipart()) return refuse(request, reply, 'BAD_REQUEST', 'Send the image as multipart/form-data');
    const declaredLength = Number(request.headers['content-length'] ?? 0);
    if (declaredLength > maxUploadBytes + envelopeBytes) {
      // Far too big to be worth reading: answer now and drop the connection.
      reply.header('connection', 'close');
      return refuse(request, reply, 'PAYLOAD_TOO_LARGE', uploadMessages.tooBig);
    }
    await consumeRateLimit(deps, 'uploadPerAccount', account.id);

    let form: ReadForm;
    try {
      form = await readForm(request);
    } catch (error) {
      if (error instanceof RequestFileTooLargeError) return refuse(request, reply, 'PAYLOAD_TOO_LARGE', uploadMessages.tooBig);
      request.log.debug({ err: error }, 'Upload form refused');
      return refuse(request, reply, 'BAD_REQUEST', 'Send one image in the field "file" and its purpose');
    }
    const purpose = uploadPurposeSchema.safeParse(form.purpose);
    if (!purpose.success) return refuse(request, reply, 'BAD_REQUEST', uploadMessages.badPurpose);
    if (!form.file || form.file.length === 0) return refuse(request, reply, 'BAD_REQUEST', uploadMessages.noFile);

    try {
      const result = await saveUpload(deps, storage, { accountId: account.id, purpose: purpose.data, bytes: form.file });
      return reply.code(201).header('cache-control', 'no-store').send(result);
    } catch (error) {
      const refused = sendImageRefusal(request, reply, error, uploadMessages.tooManyPixels);
      if (!refused) throw error;
      return refused;
    }
  });
}
