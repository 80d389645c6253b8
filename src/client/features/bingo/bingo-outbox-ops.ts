import type { inferRouterInputs } from '@trpc/server';
import type { BingoScanResult } from '#shared/contracts/bingo.ts';
import { bingoRefusalText } from './bingo-refusals.ts';
import type { AppRouter } from '#client/lib/trpc.ts';
import type { OutboxItemResult, OutboxOps } from '#client/offline/outbox-ops.ts';

// Bingo scans taken offline: queued one per scan with their event, sent in batches of one event
// (the server applies each key once and answers each scan on its own).

type Inputs = inferRouterInputs<AppRouter>;
export type BingoScanPayload = Inputs['bingo']['fill']['scans'][number] & { eventId: string };

function bingoScanMessage(result: BingoScanResult): string {
  if (result.outcome === 'rejected') return bingoRefusalText[result.reason ?? 'forged'];
  const who = result.fill?.personName || 'Someone';
  return result.outcome === 'duplicate' ? `${who} already fills this tile` : `${who} fills a bingo tile`;
}

export const bingoOutboxOps: Pick<OutboxOps, 'bingo.fill'> = {
  'bingo.fill': {
    maxBatch: 50,
    async send(items, client) {
      const byEvent = new Map<string, BingoScanPayload[]>();
      for (const item of items) {
        const { eventId, ...scan } = item.payload as BingoScanPayload;
        byEvent.set(eventId, [...(byEvent.get(eventId) ?? []), { eventId, ...scan }]);
      }
      const answers: OutboxItemResult[] = [];
      for (const [eventId, scans] of byEvent) {
        const { results, completions } = await client.bingo.fill.mutate({ eventId, scans: scans.map(({ eventId: _event, ...scan }) => scan) });
        answers.push(...results.map((result) => ({ idempotencyKey: result.idempotencyKey, outcome: result.outcome, message: bingoScanMessage(result), detail: { ...result, eventId, completions } })));
      }
      return answers;
    },
  },
};
