import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { bingoCardQuery } from '#client/lib/queries/bingo-queries.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';

/** /bingo-tile: one tile full screen, to show someone who might fit it ("Are you a speaker?"). */
export function BingoTilePage({ eventId, tileId }: { eventId: string | undefined; tileId: string | undefined }) {
  usePageTitle('Bingo tile');
  const trpc = useTrpc();
  const query = useQuery({ ...bingoCardQuery(trpc, eventId ?? ''), enabled: Boolean(eventId) });
  const tiles = query.data?.card?.tiles ?? [];
  const index = Math.max(0, tiles.findIndex((tile) => tile.id === tileId));
  const tile = tiles[index];
  if (!eventId || (!query.isPending && !tile)) return <p className="p-4 text-gray-600 dark:text-gray-300">Open a tile from your bingo card to show it here.</p>;
  if (!tile) return null;
  const next = tiles[(index + 1) % tiles.length];
  return (
    <div className="flex min-h-[70svh] flex-col items-center justify-center gap-6 p-4 text-center">
      <p className="text-lg text-gray-600 dark:text-gray-300">Looking for</p>
      <h1 className="text-5xl font-extrabold leading-tight tracking-tight sm:text-7xl">{tile.prompt}</h1>
      <div className="flex gap-4">
        <Link to="/event/$eventId/bingo/$tileId/scan" params={{ eventId, tileId: tile.id }} className="rounded-xl bg-primary-600 px-4 py-3 font-semibold text-white dark:bg-primary-500">
          That&apos;s me? Scan them
        </Link>
        {next && next.id !== tile.id ? (
          <Link to="/bingo-tile" search={{ eventId, tileId: next.id }} className="rounded-xl border border-gray-400 px-4 py-3 font-semibold dark:border-gray-500">
            Next tile
          </Link>
        ) : null}
      </div>
    </div>
  );
}
