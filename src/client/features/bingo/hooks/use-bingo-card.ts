import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { bingoProgress } from '#shared/rules/bingo-tiles.ts';
import { bingoCardQuery } from '#client/lib/queries/bingo-queries.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { useOutbox } from '#client/offline/use-outbox.ts';
import { parsePersonalCode } from '#shared/rules/personal-code.ts';
import { readBingoPayload } from '../bingo-queue.ts';

export type TileState =
  | { kind: 'filled'; personName: string; personId: string; clockFlagged: boolean }
  | { kind: 'pending'; personId: string | null }
  /** The server refused the latest scan (kept in the outbox as failed, so it survives a reload) until dismissed or scanned again. */
  | { kind: 'refused'; message: string; entryIds: string[]; retryable: boolean }
  | { kind: 'empty' };

/**
 * My card with each tile's state: confirmed by the server, pending in the outbox (queued scans,
 * shown at once), refused with the server's reason, or empty; and lines counted on what is confirmed.
 * A refusal is the failed outbox entry itself (stored in IndexedDB, so it is still there after a
 * reload) until the player dismisses it or scans the tile again (bingo-queue.ts drops it then).
 */
export function useBingoCard(eventId: string) {
  const trpc = useTrpc();
  const query = useQuery(bingoCardQuery(trpc, eventId));
  const { entries } = useOutbox({ ops: ['bingo.fill'] });
  const view = useMemo(() => {
    const data = query.data;
    const states = new Map<string, TileState>();
    if (!data?.card) return { card: null, states, progress: { lines: 0, full: false }, taken: new Map<string, string>() };
    const taken = new Map<string, string>();
    for (const fill of data.fills) {
      states.set(fill.tileId, { kind: 'filled', personName: fill.personName, personId: fill.personId, clockFlagged: fill.clockFlagged });
      taken.set(fill.tileId, fill.personId);
    }
    for (const entry of entries) {
      const payload = readBingoPayload(entry);
      if (!payload || payload.eventId !== eventId || states.get(payload.tileId)?.kind === 'filled') continue;
      if (entry.state === 'failed') {
        const earlier = states.get(payload.tileId);
        const entryIds = [...(earlier?.kind === 'refused' ? earlier.entryIds : []), entry.id];
        // REJECTED is the server's answer; anything else (set aside after server failures) may be tried again.
        states.set(payload.tileId, { kind: 'refused', message: entry.lastError?.message ?? 'Could not be saved', entryIds, retryable: entry.lastError?.code !== 'REJECTED' });
        continue;
      }
      const parsed = parsePersonalCode(payload.code);
      const personId = parsed.kind === 'code' ? parsed.claim.accountId : null;
      states.set(payload.tileId, { kind: 'pending', personId });
      if (personId) taken.set(payload.tileId, personId);
    }
    const confirmed = new Set(data.fills.map((fill) => fill.tileId));
    const progress = bingoProgress(data.card.tiles.map((tile) => tile.id), confirmed, data.card.size);
    return { card: data.card, states, progress, taken };
  }, [query.data, entries, eventId]);
  return { ...view, completions: query.data?.completions ?? [], query };
}
