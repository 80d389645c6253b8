import { useEffect, useState } from 'react';
import { createQrMatrix, type QrMatrix } from './qr-matrix.ts';

/** The QR matrix of a text, or null while qrcode loads (or if it cannot: the caller says so). */
export function useQrMatrix(text: string, mask?: number): { matrix: QrMatrix | null; failed: boolean } {
  const [state, setState] = useState<{ text: string; matrix: QrMatrix | null; failed: boolean }>({ text, matrix: null, failed: false });
  useEffect(() => {
    let current = true;
    createQrMatrix(text, mask).then(
      (matrix) => current && setState({ text, matrix, failed: false }),
      (error: unknown) => {
        console.error('Could not draw the QR code', error);
        if (current) setState({ text, matrix: null, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [text, mask]);
  // A matrix of the previous code is never shown for the new one.
  return state.text === text ? { matrix: state.matrix, failed: state.failed } : { matrix: null, failed: false };
}
