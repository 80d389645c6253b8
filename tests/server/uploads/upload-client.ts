import sharp from 'sharp';
import type { TestServer } from '../helpers/test-server.ts';

export interface UploadOptions {
  /** Sent as the account-token header (which also satisfies the upload guard). */
  token?: string;
  /** Sent as the auth cookie instead; add `guard` to send the x-requested-with header too. */
  cookieToken?: string;
  guard?: boolean;
  purpose?: string;
  filename?: string;
  type?: string;
}

/** A real multipart POST /api/uploads, as a browser's FormData sends it. */
export function uploadFile(t: TestServer, bytes: Uint8Array, options: UploadOptions = {}): Promise<Response> {
  const form = new FormData();
  if (options.purpose !== '') form.append('purpose', options.purpose ?? 'avatar');
  form.append('file', new Blob([Uint8Array.from(bytes)], { type: options.type ?? 'image/png' }), options.filename ?? 'photo.png');
  return t.api.fetch('/api/uploads', {
    method: 'POST',
    body: form,
    ...(options.token ? { token: options.token } : {}),
    ...(options.cookieToken ? { cookieToken: options.cookieToken } : {}),
    headers: options.guard ? { 'x-requested-with': 'fetch' } : {},
  });
}

/** A solid-colour PNG made at test time. */
export function makePng(width: number, height: number, background = '#4d3bb5'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background }, limitInputPixels: false }).png({ compressionLevel: 9 }).toBuffer();
}

/** A JPEG as a phone writes it: camera make, GPS position, a wide-gamut ICC profile, rotated by EXIF. */
export function makePhoneJpeg(width: number, height: number, orientation = 6): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#cc6633' } })
    .jpeg()
    .withMetadata({ orientation })
    .withIccProfile('p3')
    .withExifMerge({
      IFD0: { Make: 'HallwayCam', Model: 'Pocket 7' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 39/1 1234/100', GPSLongitudeRef: 'W', GPSLongitude: '79/1 23/1 0/1' },
    })
    .toBuffer();
}
