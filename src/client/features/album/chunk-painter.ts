// What the thumbnail worker (thumbnail-painter-worker.ts) does with each chunk of the album grid:
// paints every tile's placeholder, then each thumbnail as it comes (fetched through the service
// worker like any picture, decoded here, cropped square as object-fit: cover crops it) into the
// chunk's canvas, which the browser shows without the page's main thread. A chunk dropped (scrolled
// far away) stops at once: its fetches are cancelled and nothing more is drawn into it. When all of
// its tiles are done it reports how many were drawn and how many failed (offline and not kept).
// The browser parts come in as arguments, so the logic is tested without a browser.
import { coverSquare, type ChunkTile } from './thumbnail-chunks.ts';

export interface PaintRequest {
  type: 'paint';
  chunk: string;
  canvas: OffscreenCanvas;
  tiles: ChunkTile[];
  /** Tile side, CSS px. */
  tile: number;
  /** Canvas pixels per CSS px. */
  scale: number;
  placeholder: string;
}

export interface DropRequest {
  type: 'drop';
  chunk: string;
}

export interface PaintedReport {
  type: 'painted';
  chunk: string;
  drawn: number;
  failed: number;
}

interface Picture {
  width: number;
  height: number;
  close(): void;
}

/** The 2D context calls used (OffscreenCanvasRenderingContext2D has them). */
interface Painting<P extends Picture> {
  fillStyle: string | CanvasGradient | CanvasPattern;
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void;
  fillRect(x: number, y: number, width: number, height: number): void;
  drawImage(picture: P, sx: number, sy: number, sw: number, sh: number, dx: number, dy: number, dw: number, dh: number): void;
}

export interface ChunkPainterDeps<P extends Picture> {
  contextOf: (canvas: OffscreenCanvas) => Painting<P> | null;
  load: (src: string, signal: AbortSignal) => Promise<P>;
  report: (report: PaintedReport) => void;
}

export function createChunkPainter<P extends Picture>({ contextOf, load, report }: ChunkPainterDeps<P>) {
  const live = new Map<string, AbortController>();

  async function paint({ chunk, canvas, tiles, tile, scale, placeholder }: PaintRequest): Promise<void> {
    const context = contextOf(canvas);
    if (!context) return report({ type: 'painted', chunk, drawn: 0, failed: tiles.length });
    // Each canvas is a chunk of its own (thumbnail-painter.ts numbers them), so none is painted twice.
    const controller = new AbortController();
    live.set(chunk, controller);
    context.setTransform(scale, 0, 0, scale, 0, 0);
    context.fillStyle = placeholder;
    for (const { x, y } of tiles) context.fillRect(x, y, tile, tile);
    let drawn = 0;
    let failed = 0;
    await Promise.all(
      tiles.map(async ({ x, y, src }) => {
        try {
          const picture = await load(src, controller.signal);
          try {
            if (controller.signal.aborted) return;
            const { sx, sy, side } = coverSquare(picture.width, picture.height);
            context.drawImage(picture, sx, sy, side, side, x, y, tile, tile);
            drawn++;
          } finally {
            picture.close();
          }
        } catch {
          failed++;
        }
      }),
    );
    if (controller.signal.aborted) return;
    live.delete(chunk);
    report({ type: 'painted', chunk, drawn, failed });
  }

  function drop(chunk: string): void {
    live.get(chunk)?.abort();
    live.delete(chunk);
  }

  return {
    handle(message: PaintRequest | DropRequest): Promise<void> | void {
      return message.type === 'paint' ? paint(message) : drop(message.chunk);
    },
    /** Chunks still being painted (for tests). */
    pending: () => live.size,
  };
}
