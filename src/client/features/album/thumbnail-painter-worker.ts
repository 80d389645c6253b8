// The album's thumbnail worker (see chunk-painter.ts): it fetches, decodes and draws the grid's
// thumbnails into the canvases the grid hands it, so the page's main thread does nothing per
// picture while the album scrolls. Its fetches go through the service worker like the page's own.
import { createChunkPainter, type DropRequest, type PaintRequest, type PaintedReport } from './chunk-painter.ts';

// Typed by hand: this file is built with the app's DOM types, not the WebWorker library.
const scope = self as unknown as { onmessage: ((event: MessageEvent<PaintRequest | DropRequest>) => void) | null; postMessage: (report: PaintedReport) => void };

const painter = createChunkPainter({
  contextOf: (canvas) => canvas.getContext('2d'),
  async load(src, signal) {
    const response = await fetch(src, { signal });
    if (!response.ok) throw new Error(`thumbnail ${response.status}`);
    return createImageBitmap(await response.blob());
  },
  report: (report) => scope.postMessage(report),
});

scope.onmessage = (event) => void painter.handle(event.data);
