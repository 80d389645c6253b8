import QRCode from 'qrcode';
import zxing from '@zxing/library';

// ZXing (the scanner in the app) fails to find about one personal code in eight when the symbol is
// seen square-on, as a phone held flat to a door scanner sees it: with the mask pattern that qrcode's
// penalty rules pick, some data areas look like finder patterns. Another mask nearly always reads.
// So the server, which has the same decoder, picks the first mask that reads cleanly, and the code
// page draws the symbol with it. Any mask is a valid QR code; only the choice changes.

const { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource } = zxing;
type Mask = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
const masks: Mask[] = [0, 1, 2, 3, 4, 5, 6, 7];
/** Module sizes in camera pixels, from a code far away to one held close: failures depend on it. */
const pixelsPerModuleTried = [3, 5, 8];
const quietModules = 4;

function readsBack(text: string, mask: Mask | undefined): boolean {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M', ...(mask === undefined ? {} : { maskPattern: mask }) });
  return pixelsPerModuleTried.every((pixelsPerModule) => readsAtScale(text, modules, pixelsPerModule));
}

function readsAtScale(text: string, modules: QRCode.BitMatrix, pixelsPerModule: number): boolean {
  const side = (modules.size + quietModules * 2) * pixelsPerModule;
  const pixels = new Uint8ClampedArray(side * side).fill(255);
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) {
      if (!modules.get(y, x)) continue;
      for (let dy = 0; dy < pixelsPerModule; dy++) {
        const row = ((y + quietModules) * pixelsPerModule + dy) * side + (x + quietModules) * pixelsPerModule;
        pixels.fill(0, row, row + pixelsPerModule);
      }
    }
  }
  try {
    const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(pixels, side, side)));
    return new QRCodeReader().decode(bitmap).getText() === text;
  } catch {
    return false;
  }
}

const chosen = new Map<string, Mask>();
const rememberAtMost = 5000;

/** The mask to draw this code with: qrcode's own choice when it reads, else the first that does. */
export function readableQrMask(text: string): Mask {
  const known = chosen.get(text);
  if (known !== undefined) return known;
  const preferred = QRCode.create(text, { errorCorrectionLevel: 'M' }).maskPattern as Mask;
  const mask = readsBack(text, preferred) ? preferred : (masks.find((m) => readsBack(text, m)) ?? preferred);
  if (chosen.size >= rememberAtMost) chosen.clear();
  chosen.set(text, mask);
  return mask;
}
