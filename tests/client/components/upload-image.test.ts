import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkImageFile, uploadImage, UploadError } from '#client/components/upload/upload-image.ts';

/** A stand-in XMLHttpRequest the test drives by hand: progress, then an answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  getResponseHeader(): string | null {
    return null;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const file = () => new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = null;
});

describe('uploadImage', () => {
  it('posts the file and its purpose with credentials and the guard header, and reports progress', async () => {
    const progress: number[] = [];
    const done = uploadImage(file(), 'avatar', { onProgress: (fraction) => progress.push(fraction) });
    const xhr = FakeXhr.last as FakeXhr;
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(['POST', '/api/uploads', true]);
    expect(xhr.headers['x-requested-with']).toBe('XMLHttpRequest');
    const form = xhr.body as FormData;
    expect(form.get('purpose')).toBe('avatar');
    expect((form.get('file') as File).name).toBe('me.png');

    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    const result = { src: '/uploads/avatar/a.webp', thumbnailSrc: '/uploads/avatar/a-thumb.webp', width: 512, height: 512, bytes: 900 };
    xhr.answer(201, result);
    await expect(done).resolves.toEqual(result);
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it("rejects with the server's message and code", async () => {
    const done = uploadImage(file(), 'avatar');
    FakeXhr.last?.answer(413, { error: 'This file is larger than 8 MB. Choose a smaller image.', code: 'PAYLOAD_TOO_LARGE' });
    await expect(done).rejects.toMatchObject({ name: 'UploadError', code: 'PAYLOAD_TOO_LARGE', message: 'This file is larger than 8 MB. Choose a smaller image.' });
  });

  it('says "File upload request failed" when the network fails, and stops on abort', async () => {
    const failed = uploadImage(file(), 'avatar');
    FakeXhr.last?.onerror?.();
    await expect(failed).rejects.toEqual(new UploadError('File upload request failed'));

    const controller = new AbortController();
    const aborted = uploadImage(file(), 'avatar', { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ code: 'CLIENT_CLOSED_REQUEST' });
  });
});

describe('checkImageFile', () => {
  it('refuses what is surely wrong before sending it', () => {
    expect(checkImageFile({ size: 9 * 1024 * 1024, type: 'image/jpeg' })).toMatch(/larger than 8 MB/);
    expect(checkImageFile({ size: 100, type: 'application/pdf' })).toBe('Upload a JPEG, PNG, WebP or GIF image');
    expect(checkImageFile({ size: 100, type: '' })).toBeNull();
    expect(checkImageFile({ size: 100, type: 'image/webp' })).toBeNull();
  });
});
