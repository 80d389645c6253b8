import { describe, expect, it } from 'vitest';
import { chunkHeight, chunkKey, chunkOfRow, chunkTiles, chunkWindow, coverSquare, rowsPerChunk } from '#client/features/album/thumbnail-chunks.ts';
import { visibleRows } from '#client/features/album/hooks/use-grid-window.ts';

const sources = Array.from({ length: 50 }, (_, i) => `/uploads/album-photo/p${i}-thumb.webp`);
const layout = { columns: 3, tile: 136, gap: 2 };

describe('the album grid in chunks', () => {
  it('places each tile of a chunk at its column and its row within the chunk', () => {
    expect(rowsPerChunk).toBe(8);
    const second = chunkTiles(1, sources, layout);
    expect(second).toHaveLength(24);
    expect(second[0]).toEqual({ index: 24, x: 0, y: 0, src: sources[24] });
    expect(second[4]).toEqual({ index: 28, x: 138, y: 138, src: sources[28] });
    // The last chunk holds what is left: 50 photos are 17 rows, the third chunk 2 of them.
    const third = chunkTiles(2, sources, layout);
    expect(third.map((tile) => tile.index)).toEqual([48, 49]);
    expect(chunkTiles(3, sources, layout)).toEqual([]);
    expect(chunkOfRow(7)).toBe(0);
    expect(chunkOfRow(8)).toBe(1);
  });

  it('makes a canvas as tall as its rows, without the gap under the last', () => {
    expect(chunkHeight(0, 50, layout)).toBe(8 * 138 - 2);
    expect(chunkHeight(2, 50, layout)).toBe(138 - 2);
    expect(chunkHeight(3, 50, layout)).toBe(0);
  });

  it('gives a chunk a new key when anything it draws changes, and the same key otherwise', () => {
    const key = chunkKey(1, chunkTiles(1, sources, layout), layout, false);
    expect(chunkKey(1, chunkTiles(1, [...sources], layout), layout, false)).toBe(key);
    // A photo removed before the chunk shifts every tile in it.
    expect(chunkKey(1, chunkTiles(1, sources.slice(1), layout), layout, false)).not.toBe(key);
    expect(chunkKey(1, chunkTiles(1, sources, { ...layout, tile: 120 }), { ...layout, tile: 120 }, false)).not.toBe(key);
    expect(chunkKey(1, chunkTiles(1, sources, layout), layout, true)).not.toBe(key);
  });

  it('crops the centred square of a picture, as object-fit: cover shows it in a square tile', () => {
    expect(coverSquare(400, 300)).toEqual({ sx: 50, sy: 0, side: 300 });
    expect(coverSquare(300, 400)).toEqual({ sx: 0, sy: 50, side: 300 });
    expect(coverSquare(200, 200)).toEqual({ sx: 0, sy: 0, side: 200 });
  });

  it('cuts the window of rows at whole chunks when the worker draws, and starts none below the first before a scroll', () => {
    const input = { count: 2000, columns: 3, rowHeight: 138, top: 250, scrollY: 5000, viewport: 839 };
    const rows = visibleRows(input, chunkWindow);
    expect(rows.firstRow % rowsPerChunk).toBe(0);
    expect((rows.lastRow + 1) % rowsPerChunk).toBe(0);
    // The screen shows rows 34 to 40; four rows beyond each way, rounded out to chunks.
    expect(rows).toEqual({ firstRow: 24, lastRow: 47 });
    // Scrolling within a chunk changes nothing, so the grid does not render again.
    expect(visibleRows({ ...input, scrollY: 5100 }, chunkWindow)).toEqual(rows);
    // Opened at the top and not yet scrolled: only the first chunk (the <img> tiles); scrolled, the next one comes ahead.
    expect(visibleRows({ ...input, scrollY: 0, scrolled: false }, chunkWindow)).toEqual({ firstRow: 0, lastRow: 7 });
    expect(visibleRows({ ...input, scrollY: 0, scrolled: true }, chunkWindow)).toEqual({ firstRow: 0, lastRow: 15 });
    // The last chunk stops at the last row.
    expect(visibleRows({ ...input, scrollY: 92_000 }, chunkWindow).lastRow).toBe(666);
  });

  it('keeps four rows beyond the screen for <img> tiles, scrolled or not', () => {
    const input = { count: 2000, columns: 3, rowHeight: 138, top: 250, scrollY: 0, viewport: 839 };
    expect(visibleRows({ ...input, scrolled: false })).toEqual(visibleRows({ ...input, scrolled: true }));
  });
});
