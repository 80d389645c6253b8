import type { PaintRequest, PaintedReport } from './chunk-painter.ts';

// The page's side of the thumbnail worker (thumbnail-painter-worker.ts): one worker for the app,
// started by the first chunk that needs it. Where a browser lacks what it needs (a worker that
// can draw: OffscreenCanvas, createImageBitmap), or the worker fails, the grid keeps an <img> per
// tile instead.

export function canPaintThumbnails(): boolean {
  return (
    typeof Worker === 'function' &&
    typeof OffscreenCanvas === 'function' &&
    typeof createImageBitmap === 'function' &&
    typeof HTMLCanvasElement === 'function' &&
    'transferControlToOffscreen' in HTMLCanvasElement.prototype
  );
}

let worker: Worker | null | undefined;
const waiting = new Map<string, (report: PaintedReport) => void>();
let failed = false;
const failureListeners = new Set<() => void>();

/**
 * True once the worker could not start or stopped with an error (its file not served, a browser
 * that cannot run it): the grid then goes back to an <img> per tile, never a grid of grey squares.
 */
export function thumbnailPainterFailed(): boolean {
  return failed;
}

/** Calls `listener` once the worker has failed (for useSyncExternalStore). */
export function onThumbnailPainterFailed(listener: () => void): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

function painterFailed(): void {
  if (failed) return;
  failed = true;
  worker?.terminate();
  worker = null;
  waiting.clear();
  for (const listener of failureListeners) listener();
}

function painter(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = new Worker(new URL('./thumbnail-painter-worker.ts', import.meta.url), { type: 'module', name: 'album thumbnails' });
    worker.onmessage = (event: MessageEvent<PaintedReport>) => {
      waiting.get(event.data.chunk)?.(event.data);
      waiting.delete(event.data.chunk);
    };
    // A module worker whose file fails to load, or that throws, reports it here and draws nothing more.
    worker.onerror = (event) => {
      event.preventDefault();
      painterFailed();
    };
  } catch {
    painterFailed();
  }
  return worker ?? null;
}

let chunkIds = 0;

/**
 * Hands `canvas` to the worker to draw `request.tiles` into; `onPainted` hears once all are done.
 * Returns the function that stops it (the chunk scrolled away): nothing more is fetched or drawn.
 */
export function paintChunk(canvas: HTMLCanvasElement, request: Omit<PaintRequest, 'type' | 'canvas' | 'chunk'>, onPainted: (report: PaintedReport) => void): () => void {
  const target = painter();
  if (!target) return () => {};
  // Unique per canvas: the same chunk drawn again (a remount) is a new canvas and a new job.
  const chunk = String(++chunkIds);
  const offscreen = canvas.transferControlToOffscreen();
  waiting.set(chunk, onPainted);
  target.postMessage({ type: 'paint', chunk, canvas: offscreen, ...request } satisfies PaintRequest, [offscreen]);
  return () => {
    waiting.delete(chunk);
    target.postMessage({ type: 'drop', chunk });
  };
}
