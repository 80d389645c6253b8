// The QR symbol of a personal code, drawn by us as SVG from qrcode's module matrix: crisp at any
// size, black on white whatever the colour mode, and no canvas to keep in step with the page.
// `qrcode` is imported dynamically, so it is a chunk of /me/code and never of the first load.

import type { QRCodeMaskPattern } from 'qrcode';

export interface QrMatrix {
  /** Modules per side (41 for a personal code at level M). */
  size: number;
  /** Row by row, 1 = dark. */
  data: Uint8Array;
}

type CreateQr = (text: string, options: { errorCorrectionLevel: 'M'; maskPattern?: QRCodeMaskPattern }) => { modules: { size: number; data: ArrayLike<number> } };

/**
 * Level M balances size against damage tolerance (a scratched screen, a glare spot).
 * `mask` is the server's pick of a mask pattern our scanner reads square-on (readable-qr-mask.ts);
 * without one (a code saved by an older version), qrcode chooses.
 */
export async function createQrMatrix(text: string, mask?: number): Promise<QrMatrix> {
  // qrcode is CommonJS: its functions arrive as named exports or under `default` depending on
  // the bundler's interop.
  const qrcode: { create?: CreateQr; default?: { create?: CreateQr } } = await import('qrcode');
  const create = qrcode.create ?? qrcode.default?.create;
  if (!create) throw new Error('qrcode has no create()');
  const { modules } = create(text, { errorCorrectionLevel: 'M', ...(mask === undefined ? {} : { maskPattern: mask as QRCodeMaskPattern }) });
  return { size: modules.size, data: Uint8Array.from(modules.data) };
}

/** The quiet zone QR readers need around the symbol, in modules (ISO/IEC 18004 asks for 4). */
export const quietZone = 4;

/** One SVG path for all dark modules, a rectangle per horizontal run, offset by the quiet zone. */
export function qrPath({ size, data }: QrMatrix): string {
  let path = '';
  for (let y = 0; y < size; y++) {
    let x = 0;
    while (x < size) {
      if (!data[y * size + x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && data[y * size + x]) x++;
      path += `M${start + quietZone} ${y + quietZone}h${x - start}v1h-${x - start}z`;
    }
  }
  return path;
}
