import { Spinner } from '#client/components/ui/spinner.tsx';
import { useQrMatrix } from '../hooks/use-qr-matrix.ts';
import { qrPath, quietZone } from '../qr-matrix.ts';

/**
 * The code as a QR symbol, as large as the screen allows. Always black on white with its quiet
 * zone (a dark-mode inversion is unreadable to many scanners); crispEdges keeps modules sharp.
 */
export function QrCodeImage({ text, mask, label }: { text: string; mask?: number; label: string }) {
  const { matrix, failed } = useQrMatrix(text, mask);
  const frame = 'aspect-square w-full max-w-[min(22rem,calc(100svh-16rem))] min-w-56 rounded-2xl bg-white';
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
