import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadPhoto } from '#client/features/album/upload-photo.ts';
import { classifyFailure } from '#client/offline/outbox-classify.ts';

/** A stand-in XMLHttpRequest that answers once sent, with a status, a JSON body and headers. */
function fakeXhr(status: number, body: unknown, headers: Record<string, string>) {
  return class {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    getResponseHeader(name: string) {
      return headers[name.toLowerCase()] ?? null;
    }
    send() {
      this.status = status;
      this.responseText = JSON.stringify(body);
      queueMicrotask(() => this.onload?.());
    }
  };
}

const photo = { eventId: '5eed0000-0000-4000-8000-000000000001', idempotencyKey: 'photo-1', caption: '', file: new Blob([new Uint8Array(4)]), fileName: 'a.jpg' };

afterEach(() => vi.unstubAllGlobals());

describe('an album upload the server asks to send later', () => {
  it('waits as long as Retry-After says past the allowance (429), and when the server is busy (503)', async () => {
    for (const [status, seconds] of [
      [429, '840'],
      [503, '5'],
    ] as const) {
      vi.stubGlobal('XMLHttpRequest', fakeXhr(status, { error: 'Later', code: 'TOO_MANY_REQUESTS', traceId: 't' }, { 'retry-after': seconds }));
      const error = await uploadPhoto(photo).catch((failure: unknown) => failure);
      expect(classifyFailure(error, 1)).toEqual({ kind: 'retry', code: 'TOO_MANY_REQUESTS', message: 'Later', retryAfterMs: Number(seconds) * 1000 });
    }
  });

  it('waits at most an hour whatever the server says, and backs off as usual without Retry-After', async () => {
    vi.stubGlobal('XMLHttpRequest', fakeXhr(429, { error: 'Later', code: 'TOO_MANY_REQUESTS' }, { 'retry-after': String(7 * 24 * 3600) }));
    expect(classifyFailure(await uploadPhoto(photo).catch((failure: unknown) => failure), 1).retryAfterMs).toBe(60 * 60 * 1000);
    vi.stubGlobal('XMLHttpRequest', fakeXhr(429, { error: 'Later', code: 'TOO_MANY_REQUESTS' }, {}));
    expect(classifyFailure(await uploadPhoto(photo).catch((failure: unknown) => failure), 1)).not.toHaveProperty('retryAfterMs');
  });
});
