import sharp from 'sharp';
import { createRandom } from './random.ts';

// Pictures for the scale conference, made here (no image files in the repository, no network).
// They carry grain and a coarse texture, so once re-encoded they weigh about what a photo does
// (a flat test card compresses to a few hundred bytes and would make every size figure wrong).

/** Raw RGB pixels → JPEG, as a phone camera would upload them. */
function jpeg(pixels: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

/** A coarse texture in `cell`-pixel squares (hair, cloth, leaves at this scale): it survives a thumbnail's downscale. */
function texture(next: () => number, width: number, height: number, cell: number, strength: number) {
  const columns = Math.ceil(width / cell);
  const cells = Array.from({ length: columns * Math.ceil(height / cell) }, () => (next() - 0.5) * strength);
  return (x: number, y: number) => cells[Math.floor(y / cell) * columns + Math.floor(x / cell)]!;
}

/** A 600×600 head-and-shoulders portrait: a backdrop, a face and shoulders in seeded colours, grain. */
export function portraitJpeg(index: number, size = 600): Promise<Buffer> {
  const { next } = createRandom(index * 7919 + 17);
  const backdrop = [next() * 255, next() * 255, next() * 255];
  const skin = [150 + next() * 90, 100 + next() * 80, 70 + next() * 70];
  const shirt = [next() * 200, next() * 200, next() * 200];
  const grainy = texture(next, size, size, 6, 50);
  const pixels = Buffer.alloc(size * size * 3);
  const head = { x: size * (0.45 + next() * 0.1), y: size * 0.4, r: size * (0.18 + next() * 0.05) };
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const inHead = Math.hypot(x - head.x, (y - head.y) * 0.85) < head.r;
      const inShoulders = y > size * 0.68 && Math.hypot((x - head.x) * 0.6, y - size * 1.05) < size * 0.42;
      const base = inHead ? skin : inShoulders ? shirt : backdrop;
      const shade = 1 - (y / size) * 0.25;
      for (let c = 0; c < 3; c++) pixels[(y * size + x) * 3 + c] = Math.max(0, Math.min(255, base[c]! * shade + grainy(x, y) + (next() - 0.5) * 20));
    }
  }
  return jpeg(pixels, size, size);
}

/** A 960×720 event photo: a two-colour gradient, a horizon, a few soft lights, texture and grain. */
export function eventPhotoJpeg(index: number, width = 960, height = 720): Promise<Buffer> {
  const { next } = createRandom(index * 104_729 + 3);
  const top = [next() * 255, next() * 255, next() * 255];
  const bottom = [next() * 255, next() * 255, next() * 255];
  const horizon = height * (0.5 + next() * 0.3);
  const lights = Array.from({ length: 5 }, () => ({ x: next() * width, y: next() * height, r: 30 + next() * 90 }));
  const grainy = texture(next, width, height, 5, 70);
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = y / height;
      let glow = 0;
      for (const light of lights) {
        const d = Math.hypot(x - light.x, y - light.y);
        if (d < light.r) glow += (1 - d / light.r) * 90;
      }
      const ground = y > horizon ? 0.45 : 1;
      for (let c = 0; c < 3; c++) {
        const value = (top[c]! * (1 - t) + bottom[c]! * t) * ground + glow + grainy(x, y) + (next() - 0.5) * 24;
        pixels[(y * width + x) * 3 + c] = Math.max(0, Math.min(255, value));
      }
    }
  }
  return jpeg(pixels, width, height);
}
