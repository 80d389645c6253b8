import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PhotoGrid, nextGridIndex } from '#client/features/album/components/photo-grid.tsx';
import { PhotoViewer, swipeDirection } from '#client/features/album/components/photo-viewer.tsx';
import type { AlbumTile } from '#client/features/album/hooks/use-album-photos.ts';
import { visibleRows } from '#client/features/album/hooks/use-grid-window.ts';

const tiles: AlbumTile[] = Array.from({ length: 40 }, (_, i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  src: `/uploads/p${i}.webp`,
  thumbnailSrc: `/uploads/p${i}-t.webp`,
  width: 400,
  height: 300,
  caption: `Caption ${i} <b>not bold</b>`,
  uploaderId: '00000000-0000-4000-8000-00000000aaaa',
  uploaderName: `Person ${i}`,
  likes: i,
  createdAt: 1000 - i,
  status: 'visible',
}));

const viewerProps = {
  likeOf: (photo: AlbumTile) => ({ liked: false, likes: photo.likes }),
  onLike: () => {},
  canDelete: () => false,
  onReport: async () => {},
  onDelete: async () => {},
};

describe('the album grid', () => {
  it('moves by one tile with left/right and by a row with up/down, clamped at the ends', () => {
    expect(nextGridIndex('ArrowRight', 0, 10, 3)).toBe(1);
    expect(nextGridIndex('ArrowDown', 1, 10, 3)).toBe(4);
    expect(nextGridIndex('ArrowDown', 8, 10, 3)).toBe(9);
    expect(nextGridIndex('ArrowUp', 1, 10, 3)).toBe(0);
    expect(nextGridIndex('ArrowLeft', 0, 10, 3)).toBe(0);
    expect(nextGridIndex('End', 0, 10, 3)).toBe(9);
    expect(nextGridIndex('a', 0, 10, 3)).toBeNull();
  });

  it('draws only the rows near the screen out of 2,000 photos', () => {
    const rows = visibleRows({ count: 2000, columns: 3, rowHeight: 130, top: 200, scrollY: 13_000, viewport: 800 });
    expect(rows.firstRow).toBeGreaterThan(90);
    expect(rows.lastRow - rows.firstRow).toBeLessThan(20);
    expect(visibleRows({ count: 0, columns: 3, rowHeight: 130, top: 0, scrollY: 0, viewport: 800 })).toEqual({ firstRow: 0, lastRow: -1 });
  });

  it('keeps one tile in the Tab order, moves focus with the arrows and opens the viewer with Enter', () => {
    const onOpen = vi.fn();
    render(<PhotoGrid photos={tiles} onOpen={onOpen} />);
    const first = screen.getByRole('button', { name: /^Photo by Person 0: Caption 0/ });
    expect(first.tabIndex).toBe(0);
    expect(screen.getByRole('button', { name: /^Photo by Person 1:/ }).tabIndex).toBe(-1);
    // Captions are text: markup in them is shown, never run.
    expect(first.getAttribute('aria-label')).toContain('<b>not bold</b>');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Photo by Person 1:/ }));
    const columns = screen.getAllByRole('button').filter((tile) => tile.style.top === '0px').length;
    expect(columns).toBeGreaterThan(1);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: new RegExp(`^Photo by Person ${1 + columns}:`) }));
    fireEvent.click(document.activeElement!);
    expect(onOpen).toHaveBeenCalledWith(1 + columns);
  });
});

describe('the photo viewer', () => {
  it('goes next and back with the arrow keys, closes on Escape and traps focus inside', () => {
    const onIndex = vi.fn();
    const onClose = vi.fn();
    const outside = document.createElement('button');
    document.body.append(outside);
    const { rerender } = render(<PhotoViewer photos={tiles} index={0} onIndex={onIndex} onClose={onClose} {...viewerProps} />);
    const dialog = screen.getByRole('dialog', { name: /Photo 1 of 40 · Person 0/ });
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(onIndex).toHaveBeenLastCalledWith(1);
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(onIndex).toHaveBeenCalledTimes(1); // nothing before the first photo
    rerender(<PhotoViewer photos={tiles} index={5} onIndex={onIndex} onClose={onClose} {...viewerProps} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowLeft' });
    expect(onIndex).toHaveBeenLastCalledWith(4);
    // Tab from the last control comes back to the first one, never to the page behind.
    const controls = Array.from(dialog.querySelectorAll<HTMLElement>('button:not([disabled])'));
    controls.at(-1)!.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(controls[0]);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
    outside.remove();
  });

  it('shows the uploader, the caption and the likes, and offers Delete only when allowed', () => {
    render(<PhotoViewer photos={tiles} index={3} onIndex={() => {}} onClose={() => {}} {...viewerProps} />);
    expect(screen.getByText('Caption 3 <b>not bold</b>')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Like/ }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByLabelText('3 likes')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('turns the page on a sideways swipe, not on a short or mostly vertical one', () => {
    expect(swipeDirection(-120, 10)).toBe(1);
    expect(swipeDirection(120, 10)).toBe(-1);
    expect(swipeDirection(30, 0)).toBe(0);
    expect(swipeDirection(80, 200)).toBe(0);
  });
});
