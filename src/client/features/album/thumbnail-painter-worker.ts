// The album's thumbnail worker (see chunk-painter.ts): it fetches, decodes and draws the grid's
// thumbnails into the canvases the grid hands it, so the page's main thread does nothing per
// picture while the album scrolls. The thumbnails the phone keeps it reads from the service
// worker's caches itself (kept-thumbnails.ts); the others it fetches through the service worker,
// which keeps them as it keeps the page's own.
import { createChunkPainter, type DropRequest, type PaintRequest, type PaintedReport } from './chunk-painter.ts';
import { createKeptThumbnails } from './kept-thumbnails.ts';

// Typed by hand: this file is built with the app's DOM types, not the WebWorker library.
const scope = self as unknown as { onmessage: ((event: MessageEvent<PaintRequest | DropRequest>) => void) | null; postMessage: (report: PaintedReport) => void };

// Cache Storage is there only in a secure context (https, localhost); elsewhere every thumbnail is fetched.
const kept = typeof caches === 'undefined' ? null : createKeptThumbnails({ open: (name) => caches.open(name) });

const painter = createChunkPainter({
  contextOf: (canvas) => canvas.getContext('2d'),
  async load(src, signal) {
    const keptAnswer = await kept?.match(new URL(src, self.location.href).href).catch(() => undefined);
    const response = keptAnswer ?? (await fetch(src, { signal }));
    if (!response.ok) throw new Error(`thumbnail ${response.status}`);
    return createImageBitmap(await response.blob());
  },
  report: (report) => scope.postMessage(report),
});

scope.onmessage = (event) => void painter.handle(event.data);
