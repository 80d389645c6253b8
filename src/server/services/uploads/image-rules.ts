import { maxAlbumPhotoPixels, maxUploadPixels } from '#shared/contracts/uploads.ts';
import type { UploadPurpose } from '../../db/schema/uploads.ts';

export interface OutputRule {
  /**
   * Decompression-bomb guard: a tiny PNG can declare 20000×20000 pixels (1.2 GB decoded), and even
   * a small file of tens of megapixels is slow to decode and re-encode. Anything above this many
   * pixels is refused from its header, before it is decoded.
   */
  maxPixels: number;
  /** Square crop (cover, smart focus) for faces; otherwise the whole picture fits inside the box. */
  square: boolean;
  /** Longest side of the main image (never enlarged past the original). */
  size: number;
  thumbnailSize: number;
}

export const outputRules: Record<UploadPurpose, OutputRule> = {
  avatar: { maxPixels: maxUploadPixels, square: true, size: 512, thumbnailSize: 128 },
  logo: { maxPixels: maxUploadPixels, square: false, size: 1024, thumbnailSize: 256 },
  'event-picture': { maxPixels: maxUploadPixels, square: false, size: 2048, thumbnailSize: 256 },
  // Album thumbnails fill a 3-column phone grid at 2× and stay small, so the newest 200 fit well within the phone's album budget.
  'album-photo': { maxPixels: maxAlbumPhotoPixels, square: false, size: 2048, thumbnailSize: 320 },
};

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

/**
 * The first bytes decide what a file is, never its name or declared type: only these four
 * formats ever reach the image decoder (less of libvips is exposed to hostile input).
 */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}
