// Generates public/icons/* from the SVG mark. Run after changing the logo:
//   node --import tsx tests/tools/make-icons.ts
// The PNGs are committed, so builds and tests never need this script.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { createIco } from './ico-file.ts';
import { iconSvg, maskableSvg, shareSvg } from './logo-svg.ts';

const outDir = path.resolve(import.meta.dirname, '../../public/icons');

async function renderPng(svg: string, width: number, height = width): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 300 })
    .resize(width, height)
    .png({ compressionLevel: 9, palette: width <= 512, quality: 90 })
    .toBuffer();
}

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const icon = iconSvg();
  const maskable = maskableSvg();
  const files: Array<[string, Buffer | string]> = [
    ['favicon.svg', icon],
    ['favicon-32.png', await renderPng(icon, 32)],
    ['icon-192.png', await renderPng(icon, 192)],
    ['icon-512.png', await renderPng(icon, 512)],
    ['maskable-192.png', await renderPng(maskable, 192)],
    ['maskable-512.png', await renderPng(maskable, 512)],
    // iOS rounds the corners itself and shows transparency as black: full bleed.
    ['apple-touch-icon.png', await renderPng(maskable, 180)],
    ['share-1200x600.png', await renderPng(shareSvg(), 1200, 600)],
  ];
  const icoSizes = [16, 32, 48];
  const icoImages = await Promise.all(icoSizes.map(async (size) => ({ size, png: await renderPng(icon, size) })));
  files.push(['favicon.ico', createIco(icoImages)]);
  for (const [name, content] of files) {
    await writeFile(path.join(outDir, name), content);
    console.log(`wrote public/icons/${name} (${Buffer.byteLength(content)} bytes)`);
  }
}

await main();
