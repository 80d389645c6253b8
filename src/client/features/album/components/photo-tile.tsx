import { memo } from 'react';
import type { AlbumTile } from '../hooks/use-album-photos.ts';

/** Chromium's Element Timing API reports when each thumbnail is painted (attribute unknown to React's types). */
const thumbnailTiming = { elementtiming: 'album-thumbnail' } as Record<string, string>;

function tileLabel(photo: AlbumTile): string {
  const state = photo.status === 'pending' ? ' (waiting for approval)' : photo.status === 'hidden' ? ' (hidden by an organizer)' : '';
  return `Photo by ${photo.uploaderName}${photo.caption ? `: ${photo.caption}` : ''}${state}`;
}

interface PhotoTileProps {
  photo: AlbumTile;
  index: number;
  left: number;
  top: number;
  size: number;
  tabbable: boolean;
  /** False where the thumbnail worker draws the picture on a canvas under the tile (ThumbnailChunk). */
  picture: boolean;
  /** Stable callbacks (the grid keeps them in refs), so a tile already drawn never renders again while scrolling. */
  onOpen: (index: number) => void;
  onFocusTile: (index: number) => void;
}

/**
 * One square of the grid, placed absolutely in a box of fixed size: it is laid out and painted on
 * its own (contain: strict), so a row added while scrolling touches nothing else. With `picture`
 * (the first screen's tiles, or every tile where no worker can draw) it holds the thumbnail as an
 * <img>, decoded off the main thread and asked for at once: the grid only draws tiles near the
 * screen, so lazy loading would only add a wait for the browser's visibility check before each
 * fetch. Without, it is a transparent button over the thumbnail the worker drew (ThumbnailChunk).
 */
export const PhotoTile = memo(function PhotoTile({ photo, index, left, top, size, tabbable, picture, onOpen, onFocusTile }: PhotoTileProps) {
  return (
    <button
      type="button"
      data-index={index}
      tabIndex={tabbable ? 0 : -1}
      aria-label={tileLabel(photo)}
      onClick={() => onOpen(index)}
      onFocus={() => onFocusTile(index)}
      className={`absolute overflow-hidden focus-visible:z-10 focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-primary-600 ${picture ? 'bg-gray-200 dark:bg-gray-800' : ''}`}
      style={{ left, top, width: size, height: size, contain: 'strict' }}
    >
      {/* elementtiming: the bench reads when thumbnails reach the screen (Element Timing API). */}
      {picture ? (
        <img src={photo.thumbnailSrc} alt="" decoding="async" draggable={false} className="size-full object-cover" width={photo.width} height={photo.height} {...thumbnailTiming} />
      ) : null}
      {photo.status !== 'visible' ? (
        <span className="absolute inset-x-0 bottom-0 bg-gray-950/70 px-1 py-0.5 text-[11px] font-semibold text-white">{photo.status === 'pending' ? 'Waiting for approval' : 'Hidden'}</span>
      ) : null}
    </button>
  );
});
