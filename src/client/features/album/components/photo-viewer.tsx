import { useCallback, useId, useRef, useState, type PointerEvent } from 'react';
import { useModal } from '#client/components/dialog/use-modal.ts';
import { buttonStyles, iconButton } from '#client/components/ui/button-styles.ts';
import { CloseIcon } from '#client/components/ui/icons.tsx';
import type { AlbumTile } from '../hooks/use-album-photos.ts';
import { PhotoActions, type PhotoActionsProps } from './photo-actions.tsx';

interface PhotoViewerProps extends Omit<PhotoActionsProps, 'photo'> {
  photos: readonly AlbumTile[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/** A horizontal swipe this long (px), mostly sideways, turns the page. */
const swipeDistance = 50;

export function swipeDirection(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < swipeDistance || Math.abs(dx) < Math.abs(dy) * 1.5) return 0;
  return dx < 0 ? 1 : -1;
}

/**
 * One photo full screen: the arrow keys and a swipe go to the next or previous, Escape and the
 * close button close it (focus goes back to the tile), Tab stays inside.
 */
export function PhotoViewer({ photos, index, onIndex, onClose, ...actions }: PhotoViewerProps) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const close = useCallback(() => onClose(), [onClose]);
  useModal(ref, true, close);
  const photo = photos[index];
  if (!photo) return null;
  const go = (step: number) => {
    const next = index + step;
    if (next >= 0 && next < photos.length) onIndex(next);
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const step = swipeDirection(event.clientX - from.x, event.clientY - from.y);
    if (step) go(step);
  };
  return (
    <div
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      className="fixed inset-0 z-[60] flex flex-col bg-gray-950 text-white"
      onKeyDown={(event) => {
        // Not while typing a report: the arrows move the caret there.
        if (busy || (event.target as HTMLElement).closest('textarea, input')) return;
        if (event.key === 'ArrowRight') {
          event.preventDefault();
          go(1);
        } else if (event.key === 'ArrowLeft') {
          event.preventDefault();
          go(-1);
        }
      }}
    >
      <div className="flex items-center justify-between gap-2 px-2 pt-[calc(0.25rem+env(safe-area-inset-top))] pb-1">
        <h2 id={`${id}-title`} className="truncate px-2 text-sm font-semibold">
          Photo {index + 1} of {photos.length} · {photo.uploaderName}
        </h2>
        <button type="button" className={`${iconButton} text-white hover:bg-white/10 hover:text-white dark:text-white`} aria-label="Close" onClick={close}>
          <CloseIcon className="size-6" />
        </button>
      </div>
      <div
        className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center select-none"
        onPointerDown={(event) => {
          start.current = { x: event.clientX, y: event.clientY };
        }}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          start.current = null;
        }}
      >
        <img
          key={photo.id}
          src={photo.src}
          alt={photo.caption || `Photo by ${photo.uploaderName}`}
          width={photo.width}
          height={photo.height}
          draggable={false}
          className="max-h-full max-w-full object-contain"
          style={{ backgroundImage: `url(${JSON.stringify(photo.thumbnailSrc)})`, backgroundSize: 'contain', backgroundRepeat: 'no-repeat', backgroundPosition: 'center' }}
        />
        <button type="button" aria-label="Previous photo" disabled={index === 0} onClick={() => go(-1)} className={`${buttonStyles.ghost} absolute left-1 bg-gray-950/40 text-white disabled:opacity-0 dark:text-white`}>
          ‹
        </button>
        <button
          type="button"
          aria-label="Next photo"
          disabled={index === photos.length - 1}
          onClick={() => go(1)}
          className={`${buttonStyles.ghost} absolute right-1 bg-gray-950/40 text-white disabled:opacity-0 dark:text-white`}
        >
          ›
        </button>
      </div>
      <PhotoActions key={photo.id} photo={photo} {...actions} onBusy={setBusy} />
    </div>
  );
}
