import type { FastifyReply, FastifyRequest } from 'fastify';
import { uploadMessages } from '#shared/contracts/uploads.ts';
import { DomainError } from '../services/domain-error.ts';
import { ImageRejectedError } from '../services/uploads/process-image.ts';
import { ImageWorkBusyError } from '../services/uploads/image-work.ts';
import { sendDomainError } from './send-domain-error.ts';

/**
 * The answer to an image the upload pipeline refused (400, or 422 past `tooManyPixels`'s limit) or
 * could not take now (503 with Retry-After: the server is busy, not the caller; the code is
 * TOO_MANY_REQUESTS, which every client retries later). Null for any other error.
 */
export function sendImageRefusal(request: FastifyRequest, reply: FastifyReply, error: unknown, tooManyPixels: string) {
  if (error instanceof ImageWorkBusyError) {
    return sendDomainError(request, reply, new DomainError('TOO_MANY_REQUESTS', uploadMessages.busy, { retryAfterSeconds: error.retryAfterSeconds }), 503);
  }
  if (!(error instanceof ImageRejectedError)) return null;
  if (error.reason === 'too-many-pixels') return sendDomainError(request, reply, new DomainError('UNPROCESSABLE_CONTENT', tooManyPixels));
  return sendDomainError(request, reply, new DomainError('BAD_REQUEST', uploadMessages.notAnImage));
}
