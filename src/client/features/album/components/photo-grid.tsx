import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { AlbumTile } from '../hooks/use-album-photos.ts';
import { useGridWindow } from '../hooks/use-grid-window.ts';

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

/** Chromium's Element Timing API reports when each thumbnail is painted (attribute unknown to React's types). */
const thumbnailTiming = { elementtiming: 'album-thumbnail' } as Record<string, string>;

export function tileLabel(photo: AlbumTile): string {
  const state = photo.status === 'pending' ? ' (waiting for approval)' : photo.status === 'hidden' ? ' (hidden by an organizer)' : '';
  return `Photo by ${photo.uploaderName}${photo.caption ? `: ${photo.caption}` : ''}${state}`;
}

/**
 * Thumbnails newest first, square, drawn only near the screen (a tall box keeps the scroll length).
 * One tile is in the Tab order; the arrow keys move between tiles, Enter opens the viewer.
 */
export function PhotoGrid({ photos, onOpen }: PhotoGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const grid = useGridWindow(ref, photos.length);
  const [active, setActive] = useState(0);
  const focusWanted = useRef(false);
  const rowHeight = grid.tile + grid.gap;
  const rows = Math.ceil(photos.length / grid.columns);
  const activeIndex = Math.min(active, Math.max(0, photos.length - 1));

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
  for (let row = grid.firstRow; row <= grid.lastRow; row++) {
    for (let column = 0; column < grid.columns; column++) {
      const index = row * grid.columns + column;
      const photo = photos[index];
      if (!photo) break;
      cells.push(
        <button
          key={photo.id}
          type="button"
          data-index={index}
          tabIndex={index === activeIndex ? 0 : -1}
          aria-label={tileLabel(photo)}
          onClick={() => {
            setActive(index);
            onOpen(index);
          }}
          onFocus={() => setActive(index)}
          className="absolute overflow-hidden bg-gray-200 focus-visible:z-10 focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-primary-600 dark:bg-gray-800"
          style={{ left: column * rowHeight, top: row * rowHeight, width: grid.tile, height: grid.tile }}
        >
          {/* elementtiming: the bench reads when thumbnails reach the screen (Element Timing API). */}
          <img src={photo.thumbnailSrc} alt="" loading="lazy" decoding="async" draggable={false} className="size-full object-cover" width={photo.width} height={photo.height} {...thumbnailTiming} />
          {photo.status !== 'visible' ? (
            <span className="absolute inset-x-0 bottom-0 bg-gray-950/70 px-1 py-0.5 text-[11px] font-semibold text-white">{photo.status === 'pending' ? 'Waiting for approval' : 'Hidden'}</span>
          ) : null}
        </button>,
      );
    }
  }

  return (
    <div
      ref={ref}
      role="group"
      aria-label={`Album: ${photos.length} photos, newest first. Arrow keys move between photos.`}
      onKeyDown={onKeyDown}
      className="relative w-full"
      style={{ height: rows > 0 ? rows * rowHeight - grid.gap : 0 }}
    >
      {cells}
    </div>
  );
}
