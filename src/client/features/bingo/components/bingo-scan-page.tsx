import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { CameraScanner } from '#client/components/scanner/camera-scanner.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { queueConnectionFromBingo } from '../bingo-queue.ts';
import { useBingoScan } from '../hooks/use-bingo-scan.ts';

/**
 * /event/{id}/bingo/{tileId}/scan: scan another attendee's personal code for one tile (offline too).
 * One live region says what happened (checking, refused, pending) and one link leads back to the card.
 */
export function BingoScanPage({ eventId, tileId }: { eventId: string; tileId: string }) {
  usePageTitle('Scan for bingo');
  const { tile, standing, outcome, handleDecode, reset, myAccountId } = useBingoScan(eventId, tileId);
  const [connected, setConnected] = useState(false);
  if (!tile) return <p className="text-gray-600 dark:text-gray-300">This tile is not on your card. <Link to="/event/$eventId/bingo" params={{ eventId }} className="underline">Back to my card</Link></p>;
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-4">
      <Link to="/event/$eventId/bingo" params={{ eventId }} className="text-sm font-semibold text-primary-700 underline dark:text-primary-300">
        Back to my card
      </Link>
      <h1 className="text-2xl font-bold tracking-tight">{tile.prompt}</h1>
      <p className="text-sm text-gray-600 dark:text-gray-300">Scan the personal QR code of someone who fits this tile.</p>
      <div className="aspect-[3/4] max-h-[55svh] w-full overflow-hidden rounded-2xl sm:aspect-square">
        <CameraScanner label="Scan a personal code for this tile" paused={outcome !== null} onDecode={(text) => void handleDecode(text)} />
      </div>
      <div role="status" aria-live="polite">
        {outcome === null && standing?.kind === 'refused' ? (
          <p className="rounded-xl border border-red-300 p-3 text-sm text-red-800 dark:border-red-800 dark:text-red-200">Your last scan for this tile was refused: {standing.message}. Scan someone else to try again.</p>
        ) : null}
        {outcome?.kind === 'checking' ? (
          <p className="flex items-center gap-2 text-sm text-gray-600 dark:text-gray-300">
            <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-gray-300 border-t-primary-600 dark:border-gray-700 dark:border-t-primary-400" />
            Checking the code…
          </p>
        ) : null}
        {outcome?.kind === 'refused' ? (
          <div className="flex flex-col gap-2 rounded-xl border-2 border-red-500 p-3 dark:border-red-400">
            <p className="font-semibold text-red-800 dark:text-red-200">Refused: {outcome.message}</p>
            <button type="button" onClick={reset} className="self-start rounded-lg bg-gray-900 px-3 py-2 text-sm font-semibold text-white dark:bg-gray-100 dark:text-gray-900">
              Scan again
            </button>
          </div>
        ) : null}
        {outcome?.kind === 'queued' ? (
          <div className="flex flex-col gap-2 rounded-xl border-2 border-amber-400 p-3 dark:border-amber-300">
            <p className="font-semibold">{outcome.name ? `${outcome.name} fills this tile` : 'Tile filled'}: pending until the server confirms it.</p>
            {connected ? (
              <p className="text-sm">Connection saved (it syncs with your scans).</p>
            ) : (
              <button
                type="button"
                onClick={() => {
                  if (!myAccountId) return;
                  void queueConnectionFromBingo(eventId, outcome.code, myAccountId, outcome.name ?? 'someone').then(() => setConnected(true));
                }}
                className="self-start rounded-lg border border-gray-400 px-3 py-2 text-sm font-semibold dark:border-gray-500"
              >
                Also save as a connection
              </button>
            )}
          </div>
        ) : null}
      </div>
    </div>
  );
}
