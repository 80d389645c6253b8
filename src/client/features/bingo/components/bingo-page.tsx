import { Link } from '@tanstack/react-router';
import { OfflineNotice } from '#client/components/feedback/offline-notice.tsx';
import { QueryErrorNotice } from '#client/components/feedback/query-error-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useBingoCard, type TileState } from '../hooks/use-bingo-card.ts';
import { useBingoResults } from '../hooks/use-bingo-results.ts';
import { RefusedTiles } from './refused-tiles.tsx';
import { TilePrompt } from './tile-prompt.tsx';

const gridCols: Record<number, string> = { 3: 'grid-cols-3', 4: 'grid-cols-4', 5: 'grid-cols-5' };

function tileLabel(prompt: string, state: TileState): string {
  if (state.kind === 'filled') return `${prompt}: filled by ${state.personName}`;
  if (state.kind === 'pending') return `${prompt}: pending, saved when online`;
  if (state.kind === 'refused') return `${prompt}: refused, ${state.message}`;
  return `${prompt}: scan someone who fits`;
}

const tileTone: Record<TileState['kind'], string> = {
  filled: 'border-emerald-500 bg-emerald-50 dark:border-emerald-400 dark:bg-emerald-950',
  pending: 'border-amber-400 border-dashed bg-amber-50 dark:border-amber-300 dark:bg-amber-950',
  refused: 'border-red-500 bg-red-50 dark:border-red-400 dark:bg-red-950',
  empty: 'border-gray-300 bg-white dark:border-gray-600 dark:bg-gray-900',
};

/** /event/{id}/bingo: my card in my own order; a tile opens its scanner. */
export function BingoPage({ eventId }: { eventId: string }) {
  usePageTitle('Networking Bingo');
  useBingoResults(eventId);
  const { card, states, progress, query } = useBingoCard(eventId);
  // No saved card and no network: say so, not "not set up yet" (which would be a guess).
  if (!query.data && query.fetchStatus === 'paused') return <OfflineNotice what="Your bingo card" />;
  if (!query.data && query.isError) return <QueryErrorNotice error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <Spinner label="Loading your bingo card" />;
  if (!card) return <p className="text-gray-600 dark:text-gray-300">The organizers have not set up a bingo card yet.</p>;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight">Networking Bingo</h1>
      <p className="text-sm text-gray-600 dark:text-gray-300">Find a person for each tile and scan their personal code. One person fills one tile; your own code never counts.</p>
      <div role="status" aria-live="polite" className="min-h-6 font-semibold text-primary-700 dark:text-primary-300">
        {progress.full ? 'Full card! The organizers have been told.' : progress.lines > 0 ? `Bingo! ${progress.lines === 1 ? 'You have a line.' : `You have ${progress.lines} lines.`}` : null}
      </div>
      <ul className={`grid gap-2 ${gridCols[card.size]}`} aria-label="Your bingo card">
        {card.tiles.map((tile) => {
          const state = states.get(tile.id) ?? ({ kind: 'empty' } as const);
          return (
            <li key={tile.id}>
              <Link
                to="/event/$eventId/bingo/$tileId/scan"
                params={{ eventId, tileId: tile.id }}
                aria-label={tileLabel(tile.prompt, state)}
                data-state={state.kind}
                className={`flex aspect-square min-w-0 flex-col justify-between overflow-hidden rounded-xl border-2 p-1.5 text-xs sm:text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 ${tileTone[state.kind]}`}
              >
                <TilePrompt text={tile.prompt} />
                {state.kind === 'filled' ? <span className="truncate font-semibold text-emerald-800 dark:text-emerald-200">{state.personName}</span> : null}
                {state.kind === 'pending' ? <span className="text-amber-800 dark:text-amber-200">Pending</span> : null}
                {state.kind === 'refused' ? <span className="text-red-800 dark:text-red-200">Refused</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
      <RefusedTiles tiles={card.tiles} states={states} />
      <Link to="/bingo-tile" search={{ eventId, tileId: card.tiles[0]?.id }} className="text-sm font-semibold text-primary-700 underline dark:text-primary-300">
        Show a tile full screen
      </Link>
    </div>
  );
}
