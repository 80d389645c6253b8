import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useColorMode } from '#client/stores/color-mode.ts';
import type { AlbumTile } from '../hooks/use-album-photos.ts';
import { rowWindow, useGridWindow } from '../hooks/use-grid-window.ts';
import { canPaintThumbnails, onThumbnailPainterFailed, thumbnailPainterFailed } from '../thumbnail-painter.ts';
import { chunkHeight, chunkKey, chunkOfRow, chunkTiles, chunkWindow, rowsPerChunk } from '../thumbnail-chunks.ts';
import { PhotoTile } from './photo-tile.tsx';
import { ThumbnailChunk } from './thumbnail-chunk.tsx';

;

interface PhotoGridProps {
  photos: readonly AlbumTile[];
  onOpen: (index: number) => void;
}

/** Where the arrow keys, Home and End take the focus in a grid of `columns`. */
export function nextGridIndex(key: string, index: number, count: number, columns: number): number | null {
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
      return Math.min(last, index + 1);
    case 'ArrowLeft':
      return Math.max(0, index - 1);
    case 'ArrowDown':
      return Math.min(last, index + columns);
    case 'ArrowUp':
      return Math.max(0, index - columns);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

// Where a worker can draw (thumbnail-painter.ts), the pictures past the first chunk are drawn by it
// into a canvas per chunk, under transparent tiles: scrolling then costs the main thread a render
// per chunk and nothing per picture (with an <img> each, the request, the arrival and the repaint
// of every picture were the main thread's, a large share of its work while scrolling).
// The first chunk keeps an <img> per tile: it is the saved first screen, drawn before any script.
// A worker that fails (thumbnail-painter.ts) sends the grid back to an <img> per tile.
const canPaint = canPaintThumbnails();
const paintingWorks = () => canPaint && !thumbnailPainterFailed();

/**
 * Thumbnails newest first, square, drawn only near the screen (a tall box keeps the scroll length).
 * One tile is in the Tab order; the arrow keys move between tiles, Enter opens the viewer.
 */
export function PhotoGrid({ photos, onOpen }: PhotoGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const painted = useSyncExternalStore(onThumbnailPainterFailed, paintingWorks, paintingWorks);
  const grid = useGridWindow(ref, photos.length, painted ? chunkWindow : rowWindow);
  const dark = useColorMode((state) => state.value === 'dark');
  const sources = useMemo(() => photos.map((photo) => photo.thumbnailSrc), [photos]);
  const [active, setActive] = useState(0);
  const focusWanted = useRef(false);
  const rowHeight = grid.tile + grid.gap;
  const rows = Math.ceil(photos.length / grid.columns);
  const activeIndex = Math.min(active, Math.max(0, photos.length - 1));
  // Stable for the tiles (memoised): a scroll that adds a row renders that row's tiles only.
  const onOpenRef = useRef(onOpen);
  useEffect(() => {
    onOpenRef.current = onOpen;
  }, [onOpen]);
  const openTile = useCallback((index: number) => {
    setActive(index);
    onOpenRef.current(index);
  }, []);

  useEffect(() => {
    if (!focusWanted.current) return;
    const tile = ref.current?.querySelector<HTMLElement>(`[data-index="${activeIndex}"]`);
    if (tile) {
      focusWanted.current = false;
      tile.focus({ preventScroll: false });
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextGridIndex(event.key, activeIndex, photos.length, grid.columns);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    focusWanted.current = true;
    // Bring the row near the screen first, so the grid draws it and the focus can land.
    const row = Math.floor(next / grid.columns);
    if (row < grid.firstRow || row > grid.lastRow) {
      const top = (ref.current?.getBoundingClientRect().top ?? 0) + window.scrollY + row * rowHeight;
      window.scrollTo({ top: Math.max(0, top - window.innerHeight / 3) });
    }
  };

  const cells = [];
  const layout = { columns: grid.columns, tile: grid.tile, gap: grid.gap };
  const chunks = [];
  for (let chunk = Math.max(1, chunkOfRow(grid.firstRow)); painted && chunk <= chunkOfRow(grid.lastRow); chunk++) {
    const tiles = chunkTiles(chunk, sources, layout);
    if (tiles.length === 0) break;
    chunks.push(
      <ThumbnailChunk
        key={chunkKey(chunk, tiles, layout, dark)}
        top={chunk * rowsPerChunk * rowHeight}
        width={grid.columns * rowHeight - grid.gap}
        height={chunkHeight(chunk, photos.length, layout)}
        tile={grid.tile}
        tiles={tiles}
      />,
    );
  }
  // The first chunk's rows stay mounted once the grid is measured, wherever the page is scrolled:
  // they are the top of the album, where Home, Tab or a tap on the status bar jump back to, and
  // remounted they were grey squares for up to a second and a half while their pictures came back
  // through the service worker and decoded again. 24 tiles, each its own layout boundary.
  const keptRows = grid.lastRow < 0 ? 0 : Math.min(rowsPerChunk, grid.firstRow, rows);
  const drawnRows = [];
  for (let row = 0; row < keptRows; row++) drawnRows.push(row);
  for (let row = grid.firstRow; row <= grid.lastRow; row++) drawnRows.push(row);
  for (const row of drawnRows) {
    for (let column = 0; column < grid.columns; column++) {
      const index = row * grid.columns + column;
      const photo = photos[index];
      if (!photo) break;
      cells.push(
        <PhotoTile
          key={photo.id}
          photo={photo}
          index={index}
          left={column * rowHeight}
          top={row * rowHeight}
          size={grid.tile}
          tabbable={index === activeIndex}
          picture={!painted || chunkOfRow(row) === 0}
          onOpen={openTile}
          onFocusTile={setActive}
        />,
      );
    }
  }

  return (
    <div
      ref={ref}
      role="group"
      aria-label={`Album: ${photos.length} photos, newest first. Arrow keys move between photos.`}
      onKeyDown={onKeyDown}
      // The saved first screen (lib/first-screen) keeps the tiles of the first screen only: each is
      // a picture fetched and decoded before that screen is painted.
      data-first-screen-list="1"
      className="relative w-full"
      // Its size never depends on the tiles (the width is the page's, the height set here): with
      // contain: strict it is a layout boundary, so the rows added and dropped while scrolling are
      // laid out without the rest of the page.
      style={{ height: rows > 0 ? rows * rowHeight - grid.gap : 0, contain: 'strict' }}
    >
      {cells}
      {/* After the tiles (the saved first screen keeps the first ones in order), drawn under them (-z-10). */}
      {chunks}
    </div>
  );
}
