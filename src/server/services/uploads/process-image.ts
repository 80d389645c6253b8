import sharp, { type Metadata, type Sharp } from 'sharp';
import type { UploadPurpose } from '../../db/schema/uploads.ts';
import { outputRules, sniffImageFormat, type OutputRule } from './image-rules.ts';
import { imageWorkAnyTime, type ImageWork } from './image-work.ts';

// A server decodes each upload once: libvips' operation cache would only hold memory.
sharp.cache(false);

export type ImageRejection = 'not-an-image' | 'too-many-pixels';

export class ImageRejectedError extends Error {
  override name = 'ImageRejectedError';
  constructor(readonly reason: ImageRejection) {
    super(reason);
  }
}

interface EncodedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  main: EncodedImage;
  thumbnail: EncodedImage;
  contentType: 'image/webp';
}

async function readHeader(input: Buffer, maxPixels: number): Promise<{ width: number; height: number }> {
  const sniffed = sniffImageFormat(input);
  if (!sniffed) throw new ImageRejectedError('not-an-image');
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError('not-an-image');
  }
  // The decoder must agree with the magic bytes (a PNG signature on a JPEG body is not an image we trust).
  if (metadata.format !== sniffed || !metadata.width || !metadata.height) throw new ImageRejectedError('not-an-image');
  if (metadata.width * metadata.height > maxPixels) throw new ImageRejectedError('too-many-pixels');
  return { width: metadata.width, height: metadata.height };
}

async function encode(pipeline: Sharp): Promise<EncodedImage> {
  // WebP keeps transparency (logos) and is small. No keepMetadata()/withMetadata(): sharp then
  // drops EXIF (GPS, camera, time), XMP, IPTC and ICC and writes plain sRGB.
  const { data, info } = await pipeline.webp({ quality: 82, effort: 4 }).toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/**
 * Re-encodes an upload: turned upright by its EXIF orientation first, then cropped square
 * (avatars) or scaled to fit, plus a thumbnail. Only the first frame of an animation is kept.
 * Throws ImageRejectedError for anything that is not a JPEG, PNG, WebP or GIF, or is too big to decode.
 * The header is read at once; the decoding and encoding wait for their turn in `work`
 * (ImageWorkBusyError when its line is full).
 */
export async function processImage(input: Buffer, purpose: UploadPurpose, work: ImageWork = imageWorkAnyTime): Promise<ProcessedImage> {
  const rule = outputRules[purpose];
  const { width, height } = await readHeader(input, rule.maxPixels);
  return work.run(() => encodeBoth(input, rule, width, height));
}

async function encodeBoth(input: Buffer, rule: OutputRule, width: number, height: number): Promise<ProcessedImage> {
  const source = sharp(input, { limitInputPixels: rule.maxPixels, failOn: 'error', animated: false }).autoOrient();
  const resize = (size: number): Sharp => {
    if (!rule.square) return source.clone().resize(size, size, { fit: 'inside', withoutEnlargement: true });
    const side = Math.min(size, width, height);
    return source.clone().resize(side, side, { fit: 'cover', position: sharp.strategy.attention });
  };
  try {
    const [main, thumbnail] = await Promise.all([encode(resize(rule.size)), encode(resize(rule.thumbnailSize))]);
    return { main, thumbnail, contentType: 'image/webp' };
  } catch {
    // A header that parsed but a body that does not decode (truncated, corrupt).
    throw new ImageRejectedError('not-an-image');
  }
}
