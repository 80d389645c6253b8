import { clientMessages } from '#shared/errors.ts';
import type { UploadResult } from '#shared/contracts/profile.ts';
import { acceptedImageTypes, maxUploadBytes, uploadMessages, uploadPath, type UploadPurposeName } from '#shared/contracts/uploads.ts';
import { sendUploadForm, type UploadNoAnswer } from './send-upload-form.ts';

/** A refused or failed upload; `code` is the server's error code (#shared/errors.ts), undefined when it never answered. */
export class UploadError extends Error {
  override name = 'UploadError';
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** Checks that can be made before sending anything (the server decides for real, by content). */
export function checkImageFile(file: Pick<File, 'size' | 'type'>): string | null {
  if (file.size > maxUploadBytes) return uploadMessages.tooBig;
  // An empty type means the browser does not know: let the server look at the bytes.
  if (file.type && !(acceptedImageTypes as readonly string[]).includes(file.type)) return uploadMessages.notAnImage;
  if (file.size === 0) return uploadMessages.noFile;
  return null;
}

function readUploadResult(value: unknown): UploadResult | null {
  const body = value as Partial<Record<keyof UploadResult, unknown>> | null;
  if (typeof body?.src !== 'string' || typeof body.thumbnailSrc !== 'string') return null;
  const numbers = [body.width, body.height, body.bytes];
  if (!numbers.every((n) => typeof n === 'number')) return null;
  return body as UploadResult;
}

export interface UploadOptions {
  /** Called with 0…1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/uploads with XMLHttpRequest, whose upload events give a real progress bar (fetch
 * cannot report upload progress without streaming bodies, which need HTTP/2).
 */
export async function uploadImage(file: File, purpose: UploadPurposeName, { onProgress, signal }: UploadOptions = {}): Promise<UploadResult> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file, file.name || 'image');
  const answer = await sendUploadForm(uploadPath, form, { onProgress, signal }).catch((reason: UploadNoAnswer) => {
    throw reason === 'aborted' ? new UploadError(clientMessages.aborted, 'CLIENT_CLOSED_REQUEST') : new UploadError(clientMessages.uploadFailed);
  });
  const result = answer.status >= 200 && answer.status < 300 ? readUploadResult(answer.body) : null;
  if (result) {
    onProgress?.(1);
    return result;
  }
  const refusal = answer.body as { error?: unknown; code?: unknown } | null;
  const message = typeof refusal?.error === 'string' ? refusal.error : clientMessages.uploadFailed;
  throw new UploadError(message, typeof refusal?.code === 'string' ? refusal.code : undefined);
}
