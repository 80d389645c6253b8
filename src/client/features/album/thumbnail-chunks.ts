// The album grid in chunks of rows, for the thumbnails a worker draws (thumbnail-painter.ts).
// Pure geometry, shared by the grid (which canvas goes where) and the worker (where each picture
// goes in it), and tested on its own.

/** Rows per chunk: one canvas each. The first chunk holds the first screen and stays <img>. */
export const rowsPerChunk = 8;

export interface ChunkTile {
  /** Position in the album (newest first). */
  index: number;
  /** Top-left corner in the chunk's canvas, CSS px. */
  x: number;
  y: number;
  src: string;
}

export interface ChunkLayout {
  columns: number;
  tile: number;
  gap: number;
}

/**
 * The grid's window of rows when the worker draws (use-grid-window.ts): rounded out to whole chunks,
 * so the grid renders once per chunk, not once per row; four rows beyond the screen once the page
 * is scrolled, none before, so a page opened at the top starts no chunk (and no worker) until it is
 * scrolled: with a chunk started at rest, every reload of the album would first tear down a worker
 * still drawing, which holds up the new page.
 */
export const chunkWindow = { overscan: 4, overscanAtRest: 0, align: rowsPerChunk };

export const chunkOfRow = (row: number) => Math.floor(row / rowsPerChunk);

/** The chunk's tiles (their place in its canvas), for the `count` photos of the album. */
export function chunkTiles(chunk: number, sources: readonly string[], { columns, tile, gap }: ChunkLayout): ChunkTile[] {
  const step = tile + gap;
  const first = chunk * rowsPerChunk * columns;
  const last = Math.min(sources.length, first + rowsPerChunk * columns);
  const tiles: ChunkTile[] = [];
  for (let index = first; index < last; index++) {
    tiles.push({ index, x: (index % columns) * step, y: (Math.floor(index / columns) - chunk * rowsPerChunk) * step, src: sources[index]! });
  }
  return tiles;
}

/** The chunk's canvas height, CSS px: its rows, without the gap under the last. */
export function chunkHeight(chunk: number, count: number, { columns, tile, gap }: ChunkLayout): number {
  const rows = Math.min(rowsPerChunk, Math.ceil(count / columns) - chunk * rowsPerChunk);
  return rows > 0 ? rows * (tile + gap) - gap : 0;
}

/**
 * What a chunk's picture depends on: a canvas is drawn once, so any change (a photo added or
 * removed shifts every tile after it, a new width, the colour mode) makes a new one.
 */
export function chunkKey(chunk: number, tiles: readonly ChunkTile[], layout: ChunkLayout, dark: boolean): string {
  let hash = 0;
  for (const { src } of tiles) for (let i = 0; i < src.length; i++) hash = (Math.imul(hash, 31) + src.charCodeAt(i)) | 0;
  return `${chunk}:${layout.columns}:${layout.tile.toFixed(2)}:${dark ? 'd' : 'l'}:${tiles.length}:${hash}`;
}

/** The centred square of a picture `width` × `height`: what object-fit: cover shows in a square tile. */
export function coverSquare(width: number, height: number): { sx: number; sy: number; side: number } {
  const side = Math.min(width, height);
  return { sx: (width - side) / 2, sy: (height - side) / 2, side };
}
