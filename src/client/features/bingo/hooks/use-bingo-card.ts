import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { bingoProgress } from '#shared/rules/bingo-tiles.ts';
import { bingoCardQuery } from '#client/lib/queries/bingo-queries.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { useOutbox } from '#client/offline/use-outbox.ts';
import { parsePersonalCode } from '#shared/rules/personal-code.ts';
import { readBingoPayload } from '../bingo-queue.ts';
import { useBingoRefusals } from '../stores/bingo-refusals.ts';

export type TileState =
  | { kind: 'filled'; personName: string; personId: string; clockFlagged: boolean }
  | { kind: 'pending'; personId: string | null }
  | { kind: 'refused'; message: string }
  | { kind: 'empty' };

/**
 * My card with each tile's state: confirmed by the server, pending in the outbox (queued scans,
 * shown at once), refused with the server's reason, or empty; and lines counted on what is confirmed.
 */
export function useBingoCard(eventId: string) {
  const trpc = useTrpc();
  const query = useQuery(bingoCardQuery(trpc, eventId));
  const { entries } = useOutbox({ ops: ['bingo.fill'] });
  const refusals = useBingoRefusals((state) => state.byTile);
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
        states.set(payload.tileId, { kind: 'refused', message: entry.lastError?.message ?? 'Could not be saved' });
        continue;
      }
      const parsed = parsePersonalCode(payload.code);
      const personId = parsed.kind === 'code' ? parsed.claim.accountId : null;
      states.set(payload.tileId, { kind: 'pending', personId });
      if (personId) taken.set(payload.tileId, personId);
    }
    for (const [tileId, refusal] of Object.entries(refusals)) if (!states.has(tileId)) states.set(tileId, { kind: 'refused', message: refusal.message });
    const confirmed = new Set(data.fills.map((fill) => fill.tileId));
    const progress = bingoProgress(data.card.tiles.map((tile) => tile.id), confirmed, data.card.size);
    return { card: data.card, states, progress, taken };
  }, [query.data, entries, refusals, eventId]);
  return { ...view, completions: query.data?.completions ?? [], query };
}
