import { traceIdHeaderName } from '#shared/contracts/session.ts';
import { uploadGuardHeader } from '#shared/contracts/uploads.ts';

/** What the server answered an upload: its status, its JSON body (null if none could be read) and Retry-After. */
export interface UploadAnswer {
  status: number;
  body: unknown;
  retryAfter: string | null;
}

/** How the request ended without an answer: a network failure, or an abort. */
export type UploadNoAnswer = 'failed' | 'aborted';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * POSTs a form with XMLHttpRequest, whose upload events give a real progress bar (fetch cannot
 * report upload progress without streaming bodies, which need HTTP/2). Resolves with any answer;
 * rejects with an UploadNoAnswer when none came.
 */
export function sendUploadForm(url: string, form: FormData, { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {}): Promise<UploadAnswer> {
  return new Promise((resolve, reject: (reason: UploadNoAnswer) => void) => {
    if (signal?.aborted) return reject('aborted');
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader(uploadGuardHeader, 'XMLHttpRequest');
    request.setRequestHeader(traceIdHeaderName, crypto.randomUUID());
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    request.onload = () => resolve({ status: request.status, body: parseJson(request.responseText), retryAfter: request.getResponseHeader('retry-after') });
    request.onerror = () => reject('failed');
    request.onabort = () => reject('aborted');
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
