import { memo, useLayoutEffect, useRef } from 'react';
import { paintChunk } from '../thumbnail-painter.ts';
import type { ChunkTile } from '../thumbnail-chunks.ts';

interface ThumbnailChunkProps {
  top: number;
  width: number;
  height: number;
  tile: number;
  tiles: readonly ChunkTile[];
}

/** Canvas pixels per CSS px: sharp on a phone's screen, and at most 2 (a chunk at 3× is 16 MB). */
const canvasScale = () => Math.min(2, Math.max(1, window.devicePixelRatio || 1));

/**
 * One chunk of the album grid's pictures (thumbnail-chunks.ts): a canvas under the chunk's tiles
 * (they are transparent buttons over it), drawn by the thumbnail worker. The canvas is made here,
 * not by React: a canvas is handed to the worker once, so a remount needs a new one. When the
 * worker is done the canvas says how many pictures it drew (data-painted, data-failed). Left out
 * of the saved first screen, whose tiles are <img> (data-first-screen-skip).
 */
export const ThumbnailChunk = memo(function ThumbnailChunk({ top, width, height, tile, tiles }: ThumbnailChunkProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const scale = canvasScale();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    canvas.style.width = `${width}px`;
    canvas.style.height = `${height}px`;
    box.append(canvas);
    // The placeholder is the tiles' own grey, as the stylesheet gives it for the colour mode.
    const placeholder = getComputedStyle(box).color;
    const stop = paintChunk(canvas, { tiles: [...tiles], tile, scale, placeholder }, ({ drawn, failed }) => {
      canvas.dataset.painted = String(drawn);
      canvas.dataset.failed = String(failed);
    });
    return () => {
      stop();
      canvas.remove();
    };
    // The grid gives each drawing a key of its own (thumbnail-chunks.ts chunkKey): what it drew never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div
      ref={ref}
      aria-hidden="true"
      data-first-screen-skip="1"
      className="pointer-events-none absolute left-0 -z-10 text-gray-200 dark:text-gray-800"
      style={{ top, width, height }}
    />
  );
});
