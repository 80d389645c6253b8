import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaintedReport } from '#client/features/album/chunk-painter.ts';

// The page's side of the thumbnail worker with a stand-in Worker: what it sends, what it hears,
// and what the grid is told when the worker cannot start or throws.

class StandInWorker {
  static made: StandInWorker[] = [];
  static refuse = false;
  onmessage: ((event: MessageEvent<PaintedReport>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  posted: unknown[] = [];
  terminated = false;
  constructor() {
    if (StandInWorker.refuse) throw new DOMException('Workers are blocked here', 'SecurityError');
    StandInWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

const canvas = () => ({ transferControlToOffscreen: () => ({}) }) as unknown as HTMLCanvasElement;
const request = { tiles: [{ index: 24, x: 0, y: 0, src: '/uploads/album-photo/a-thumb.webp' }], tile: 100, scale: 1, placeholder: '#eee' };

async function loadPainter() {
  // The module keeps one worker for the app: each test starts from a fresh copy.
  vi.resetModules();
  return import('#client/features/album/thumbnail-painter.ts');
}

beforeEach(() => {
  StandInWorker.made = [];
  StandInWorker.refuse = false;
  vi.stubGlobal('Worker', StandInWorker);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the thumbnail worker', () => {
  it('is started once, for the first chunk, and its report reaches that chunk', async () => {
    const { paintChunk, thumbnailPainterFailed } = await loadPainter();
    const painted = vi.fn();
    paintChunk(canvas(), request, painted);
    paintChunk(canvas(), request, vi.fn());
    expect(StandInWorker.made).toHaveLength(1);
    const worker = StandInWorker.made[0]!;
    const [first] = worker.posted as Array<{ type: string; chunk: string }>;
    expect(first?.type).toBe('paint');
    worker.onmessage?.({ data: { chunk: first!.chunk, drawn: 1, failed: 0 } } as MessageEvent<PaintedReport>);
    expect(painted).toHaveBeenCalledWith({ chunk: first!.chunk, drawn: 1, failed: 0 });
    expect(thumbnailPainterFailed()).toBe(false);
  });

  it('that fails to load tells the grid once, is stopped, and is not started again', async () => {
    const { paintChunk, thumbnailPainterFailed, onThumbnailPainterFailed } = await loadPainter();
    const told = vi.fn();
    onThumbnailPainterFailed(told);
    const painted = vi.fn();
    paintChunk(canvas(), request, painted);
    const worker = StandInWorker.made[0]!;
    const error = new Event('error', { cancelable: true });
    worker.onerror?.(error);
    worker.onerror?.(new Event('error', { cancelable: true }));
    expect(thumbnailPainterFailed()).toBe(true);
    expect(told).toHaveBeenCalledTimes(1);
    expect(worker.terminated).toBe(true);
    // Handled here: the browser does not report it again as an uncaught error.
    expect(error.defaultPrevented).toBe(true);
    // A later chunk starts no worker and sends nothing.
    paintChunk(canvas(), request, vi.fn());
    expect(StandInWorker.made).toHaveLength(1);
    expect(worker.posted).toHaveLength(1);
    expect(painted).not.toHaveBeenCalled();
  });

  it('that the browser refuses to create counts as failed', async () => {
    StandInWorker.refuse = true;
    const { paintChunk, thumbnailPainterFailed } = await loadPainter();
    expect(() => paintChunk(canvas(), request, vi.fn())).not.toThrow();
    expect(thumbnailPainterFailed()).toBe(true);
  });
});
