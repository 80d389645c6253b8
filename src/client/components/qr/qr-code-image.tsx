import { Spinner } from '#client/components/ui/spinner.tsx';
import { qrPath, quietZone } from './qr-matrix.ts';
import { useQrMatrix } from './use-qr-matrix.ts';

/** As large as a phone screen allows, with room for the page around it (the personal code). */
const phoneFrame = 'w-full max-w-[min(22rem,calc(100svh-16rem))] min-w-56';

/**
 * A text as a QR symbol (a personal code, a poll's join link). Always black on white with its quiet
 * zone (a dark-mode inversion is unreadable to many scanners); crispEdges keeps modules sharp.
 * `sizeClassName` replaces the phone-sized bounds (the presenter view draws it for a projector).
 */
export function QrCodeImage({ text, mask, label, sizeClassName = phoneFrame }: { text: string; mask?: number; label: string; sizeClassName?: string }) {
  const { matrix, failed } = useQrMatrix(text, mask);
  const frame = `aspect-square ${sizeClassName} rounded-2xl bg-white`;
  if (!matrix) {
    return (
      <div className={`${frame} flex items-center justify-center p-6 text-center text-sm text-gray-700`}>
        {failed ? <p role="alert">The QR code could not be drawn. Reload the page to try again.</p> : <Spinner label="Drawing your QR code" />}
      </div>
    );
  }
  const side = matrix.size + quietZone * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      data-modules={matrix.size}
      className={`${frame} shadow-sm ring-1 ring-gray-200 dark:ring-0`}
    >
      <rect width={side} height={side} fill="#ffffff" />
      <path d={qrPath(matrix)} fill="#000000" />
    </svg>
  );
}
