import type { BingoTile } from '#shared/contracts/bingo.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { retryEntry } from '#client/offline/outbox.ts';
import { dismissBingoRefusals } from '../bingo-queue.ts';
import type { TileState } from '../hooks/use-bingo-card.ts';

const report = (error: unknown) => console.error('Bingo: could not change the refused scan', error);

/**
 * Tiles whose latest scan the server refused, with its reason: they stay (after a reload too) until
 * dismissed here or scanned again. A scan set aside after server failures (not a refusal) may be retried.
 */
export function RefusedTiles({ tiles, states }: { tiles: readonly BingoTile[]; states: ReadonlyMap<string, TileState> }) {
  const refused = tiles.flatMap((tile) => {
    const state = states.get(tile.id);
    return state?.kind === 'refused' ? [{ tile, state }] : [];
  });
  if (refused.length === 0) return null;
  return (
    <section aria-labelledby="refused-tiles-heading" className="flex flex-col gap-2">
      <h2 id="refused-tiles-heading" className="font-semibold">
        Refused scans
      </h2>
      <ul className="flex flex-col gap-2 text-sm" aria-label="Refused tiles">
        {refused.map(({ tile, state }) => (
          <li key={tile.id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-red-300 bg-red-50 p-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
            <span className="min-w-0 [overflow-wrap:anywhere]">
              <strong>{tile.prompt}</strong>: {state.message}
            </span>
            <span className="flex gap-2">
              {state.retryable ? (
                <button type="button" className={buttonStyles.secondary} onClick={() => void Promise.all(state.entryIds.map((id) => retryEntry(id))).catch(report)}>
                  Retry
                </button>
              ) : null}
              <button type="button" className={buttonStyles.ghost} aria-label={`Dismiss the refusal of ${tile.prompt}`} onClick={() => void dismissBingoRefusals(state.entryIds).catch(report)}>
                Dismiss
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
