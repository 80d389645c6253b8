import QRCode from 'qrcode';
import zxing from '@zxing/library';
import { describe, expect, it } from 'vitest';
import { readableQrMask } from '#server/services/personal-code/readable-qr-mask.ts';

const { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource } = zxing;
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A deterministic stream of code-shaped texts (the scanner only sees the text, not the signature). */
function* codeTexts(): Generator<string> {
  let state = 12345;
  for (;;) {
    let text = 'HW1:';
    for (let i = 0; i < 135; i++) {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      text += alphabet[(state >>> 16) % 32];
    }
    yield text;
  }
}

/** Square-on, at scales the server does not use for its own check. */
function scannerReads(text: string, mask: number | undefined, scale = 6): boolean {
  const options = { errorCorrectionLevel: 'M' as const, ...(mask === undefined ? {} : { maskPattern: mask as QRCode.QRCodeMaskPattern }) };
  const { modules } = QRCode.create(text, options);
  const side = (modules.size + 8) * scale;
  const pixels = new Uint8ClampedArray(side * side).fill(255);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const row = Math.floor(y / scale) - 4;
      const col = Math.floor(x / scale) - 4;
      if (row >= 0 && col >= 0 && row < modules.size && col < modules.size && modules.get(row, col)) pixels[y * side + x] = 0;
    }
  }
  try {
    return new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(pixels, side, side)))).getText() === text;
  } catch {
    return false;
  }
}

describe('the QR mask a personal code is drawn with', () => {
  it('reads square-on even where the default mask does not', () => {
    const texts = codeTexts();
    const unreadable: string[] = [];
    const readable: string[] = [];
    while (unreadable.length < 3 || readable.length < 3) {
      const text = texts.next().value!;
      (scannerReads(text, undefined) && scannerReads(text, undefined, 4) ? readable : unreadable).push(text);
    }
    for (const text of unreadable) {
      const mask = readableQrMask(text);
      expect(scannerReads(text, mask), text).toBe(true);
      expect(scannerReads(text, mask, 4), text).toBe(true);
      expect(scannerReads(text, mask, 7), text).toBe(true);
    }
    for (const text of readable.slice(0, 3)) {
      expect(scannerReads(text, readableQrMask(text), 7), text).toBe(true);
    }
  });
});
