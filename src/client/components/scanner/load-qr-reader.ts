import type { IScannerControls } from '@zxing/browser';

// @zxing/browser is large: it is imported here, and only here, by dynamic import,
// so it becomes a chunk of its own that only a page with a live camera downloads. The service
// worker precaches it with the rest of the build, so the scanner opens offline too.

export type QrControls = IScannerControls;

export interface QrReader {
  /** Decodes continuously from a stream we opened, showing it in the video element. */
  decodeFromStream(stream: MediaStream, video: HTMLVideoElement, onText: (text: string) => void): Promise<QrControls>;
}

let loading: Promise<QrReader> | null = null;

export function loadQrReader(): Promise<QrReader> {
  loading ??= import('@zxing/browser').then(({ BrowserQRCodeReader }) => {
    // A short pause between attempts keeps a phone cool without slowing a read noticeably.
    const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 100, delayBetweenScanSuccess: 300 });
    return {
      decodeFromStream: (stream, video, onText) =>
        reader.decodeFromStream(stream, video, (result) => {
          if (result) onText(result.getText());
        }),
    };
  });
  // A failed load (offline before the chunk was cached) may be tried again on the next open.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
