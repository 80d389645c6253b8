// Runs on both databases: two uploads of one file at once race on its unique name.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadResultSchema, type UploadResult } from '#shared/contracts/profile.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { makePhoneJpeg, makePng, uploadFile } from './upload-client.ts';

let dataDir: string;
let t: TestServer;
let person: TestAccount;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'hallway-uploads-'));
  t = await startTestServer({ env: { HALLWAY_DATA_DIR: dataDir } });
  person = await registerTestAccount(t.api);
});
afterAll(async () => {
  await t.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function storedFiles(): Promise<string[]> {
  const files = await readdir(path.join(dataDir, 'uploads'), { recursive: true }).catch(() => []);
  return files.sort();
}

async function readBack(src: string): Promise<{ response: Response; bytes: Buffer }> {
  const response = await t.api.fetch(src);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function expectRefusal(response: Response, status: number, code: string, error?: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  const body = (await response.json()) as { error: string; code: string };
  expect(body.code).toBe(code);
  if (error) expect(body.error).toBe(error);
}

describe('POST /api/uploads', () => {
  it('turns a PNG into a square avatar and a thumbnail, served back as WebP with long caching and nosniff', async () => {
    const response = await uploadFile(t, await makePng(900, 600), { token: person.token });
    expect(response.status).toBe(201);
    const result: UploadResult = uploadResultSchema.parse(await response.json());
    expect(result).toMatchObject({ width: 512, height: 512 });
    expect(result.src).toMatch(/^\/uploads\/avatar\/[A-Za-z0-9_-]{22}\.webp$/);
    expect(result.thumbnailSrc).toMatch(/^\/uploads\/avatar\/[A-Za-z0-9_-]{22}-thumb\.webp$/);
    expect(result.src).not.toContain('photo');

    const main = await readBack(result.src);
    expect(main.response.status).toBe(200);
    expect(main.response.headers.get('content-type')).toBe('image/webp');
    expect(main.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(main.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(main.bytes.length).toBe(result.bytes);
    expect(await sharp(main.bytes).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });

    const thumbnail = await readBack(result.thumbnailSrc);
    expect(thumbnail.response.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({ format: 'webp', width: 128, height: 128 });

    const again = await t.api.fetch(result.src, { headers: { 'if-none-match': main.response.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('gives every upload a new random name', async () => {
    const png = await makePng(64, 64);
    const [a, b] = await Promise.all([uploadFile(t, png, { token: person.token }), uploadFile(t, png, { token: person.token })]);
    const [first, second] = [(await a.json()) as UploadResult, (await b.json()) as UploadResult];
    expect(first.src).not.toBe(second.src);
    // A small avatar is cropped square but never blown up.
    expect(first).toMatchObject({ width: 64, height: 64 });
  });

  it('strips EXIF, GPS and the ICC profile, after turning the photo upright by its EXIF orientation', async () => {
    const jpeg = await makePhoneJpeg(400, 200, 6);
    const input = await sharp(jpeg).metadata();
    expect(input.exif?.includes('HallwayCam')).toBe(true);
    expect(input.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer tag
    expect(input.icc).toBeDefined();
    expect(input.orientation).toBe(6);

    const response = await uploadFile(t, jpeg, { token: person.token, purpose: 'event-picture', filename: 'IMG_0001.jpg', type: 'image/jpeg' });
    expect(response.status).toBe(201);
    const result = (await response.json()) as UploadResult;
    for (const src of [result.src, result.thumbnailSrc]) {
      const { bytes } = await readBack(src);
      const output = await sharp(bytes).metadata();
      expect(output.format).toBe('webp');
      expect(output.exif).toBeUndefined();
      expect(output.icc).toBeUndefined();
      expect(output.xmp).toBeUndefined();
      expect(output.orientation).toBeUndefined();
      expect(bytes.includes('HallwayCam')).toBe(false);
      // Rotated 90° by its orientation: now portrait.
      expect(output.height).toBeGreaterThan(output.width ?? 0);
    }
    expect(result).toMatchObject({ width: 200, height: 400 });
  });

  it('scales a big photo down to 2048 px on its long side, and its thumbnail to 256', async () => {
    const response = await uploadFile(t, await makePng(4000, 3000, '#118844'), { token: person.token, purpose: 'event-picture' });
    expect(response.status).toBe(201);
    const result = (await response.json()) as UploadResult;
    expect(result).toMatchObject({ width: 2048, height: 1536 });
    const thumbnail = await sharp((await readBack(result.thumbnailSrc)).bytes).metadata();
    expect(thumbnail).toMatchObject({ width: 256, height: 192 });
  });

  it('refuses a huge-dimension image (a decompression bomb) unread with 422, however small the file', async () => {
    const bomb = await makePng(20_000, 20_000, '#ffffff');
    expect(bomb.length).toBeLessThan(8 * 1024 * 1024);
    const response = await uploadFile(t, bomb, { token: person.token });
    await expectRefusal(response, 422, 'UNPROCESSABLE_CONTENT');
  }, 120_000);

  it('refuses a text file named .jpg with 400, whatever its name and declared type', async () => {
    const text = Buffer.from('Definitely a photo, trust me.\n'.repeat(20));
    const response = await uploadFile(t, text, { token: person.token, filename: 'holiday.jpg', type: 'image/jpeg' });
    await expectRefusal(response, 400, 'BAD_REQUEST', 'Upload a JPEG, PNG, WebP or GIF image');
  });

  it('refuses an image format it does not take (SVG can carry script) and a PNG signature on junk', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    await expectRefusal(await uploadFile(t, svg, { token: person.token, filename: 'a.png' }), 400, 'BAD_REQUEST', 'Upload a JPEG, PNG, WebP or GIF image');
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
    await expectRefusal(await uploadFile(t, fake, { token: person.token }), 400, 'BAD_REQUEST', 'Upload a JPEG, PNG, WebP or GIF image');
  });

  it('answers 413 PAYLOAD_TOO_LARGE as JSON for a file over 8 MB', async () => {
    const oversize = Buffer.alloc(8 * 1024 * 1024 + 1024, 1);
    await expectRefusal(await uploadFile(t, oversize, { token: person.token }), 413, 'PAYLOAD_TOO_LARGE');
    // And the server is still fine afterwards.
    const ok = await uploadFile(t, await makePng(32, 32), { token: person.token });
    expect(ok.status).toBe(201);
  });

  it('answers 413 at once, without reading it, for a body far over the limit', async () => {
    const huge = Buffer.alloc(24 * 1024 * 1024, 1);
    await expectRefusal(await uploadFile(t, huge, { token: person.token }), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers 401 to a signed-out upload, and stores nothing', async () => {
    const before = await storedFiles();
    await expectRefusal(await uploadFile(t, await makePng(32, 32)), 401, 'UNAUTHORIZED');
    expect(await storedFiles()).toEqual(before);
  });

  it('needs the guard header when the session comes from the cookie (no cross-site form posts)', async () => {
    const png = await makePng(32, 32);
    await expectRefusal(await uploadFile(t, png, { cookieToken: person.token }), 403, 'FORBIDDEN');
    const guarded = await uploadFile(t, png, { cookieToken: person.token, guard: true });
    expect(guarded.status).toBe(201);
  });

  it('refuses an unknown or missing purpose, and a form without a file', async () => {
    const png = await makePng(32, 32);
    await expectRefusal(await uploadFile(t, png, { token: person.token, purpose: 'wallpaper' }), 400, 'BAD_REQUEST');
    await expectRefusal(await uploadFile(t, png, { token: person.token, purpose: '' }), 400, 'BAD_REQUEST');
    const form = new FormData();
    form.append('purpose', 'avatar');
    const response = await t.api.fetch('/api/uploads', { method: 'POST', body: form, token: person.token });
    await expectRefusal(response, 400, 'BAD_REQUEST', 'Choose an image to upload');
  });

  it('limits uploads per account (TOO_MANY_REQUESTS after 30 in a window)', async () => {
    const busy = await registerTestAccount(t.api);
    const junk = Buffer.from('not an image at all');
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await uploadFile(t, junk, { token: busy.token })).status).toBe(400);
    }
    const refused = await uploadFile(t, junk, { token: busy.token });
    await expectRefusal(refused, 429, 'TOO_MANY_REQUESTS', 'Too many uploads. Please wait a few minutes and try again.');
    // The window is 15 minutes and began with the first upload, moments ago.
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    t.clock.advance(16 * 60);
    expect((await uploadFile(t, await makePng(16, 16), { token: busy.token })).status).toBe(201);
  });
});

describe('GET /uploads/*', () => {
  it('answers 404 JSON for a missing file and for paths that are not upload names', async () => {
    for (const pathname of ['/uploads/avatar/AAAAAAAAAAAAAAAAAAAAAA.webp', '/uploads/../package.json', '/uploads/avatar/%2e%2e%2fsecret.webp']) {
      const response = await t.api.fetch(pathname);
      expect(response.status).toBe(404);
    }
  });
});
