import type { inferRouterInputs } from '@trpc/server';
import type { ScanResult } from '#shared/contracts/check-in.ts';
import type { OutboxOutcome } from '#shared/contracts/outbox.ts';
import { clockTime } from '#client/lib/clock-time.ts';
import type { AppRouter } from '#client/lib/trpc.ts';
import { payloadsOf, type OutboxOps } from '#client/offline/outbox-ops.ts';

// The door's offline writes: scans sent in batches (the server applies each key once and answers
// each scan on its own), and undos one per request. The words say what happened, without the
// name: every list shows them after the entry's summary, which names the person.

type Inputs = inferRouterInputs<AppRouter>;
type CheckInScan = Inputs['checkIn']['record']['scans'][number];

const checkInRejection: Record<NonNullable<ScanResult['reason']>, string> = {
  'not-registered': 'Not registered for this event',
  revoked: 'Code revoked',
  forged: 'Not a valid Hallway code (forged or damaged)',
  'not-hallway': 'Not a Hallway code',
  forbidden: 'This account may not check people in at this event',
  'key-reused': 'Not applied: its key was already used for another scan',
};

function checkInMessage(result: ScanResult): string {
  if (result.outcome === 'accepted') return 'Checked in';
  if (result.outcome === 'duplicate') {
    const where = result.standing ? ` at ${clockTime(result.standing.at)} by ${result.standing.deviceLabel}` : '';
    return `Already checked in${where}`;
  }
  return result.reason ? checkInRejection[result.reason] : 'Refused by the server';
}

function undoMessage(outcome: OutboxOutcome): string {
  if (outcome === 'accepted') return 'Check-in undone';
  if (outcome === 'duplicate') return 'Check-in was already undone';
  return 'This check-in could not be undone';
}

export const checkInOutboxOps: Pick<OutboxOps, 'checkIn.record' | 'checkIn.undo'> = {
  'checkIn.record': {
    maxBatch: 100,
    async send(items, client) {
      const { results } = await client.checkIn.record.mutate({ scans: payloadsOf<CheckInScan>(items) });
      return results.map((result) => ({ idempotencyKey: result.idempotencyKey, outcome: result.outcome, message: checkInMessage(result), detail: result }));
    },
  },
  'checkIn.undo': {
    maxBatch: 1,
    async send([item], client) {
      if (!item) return [];
      const result = await client.checkIn.undo.mutate(item.payload as Inputs['checkIn']['undo']);
      return [{ idempotencyKey: item.idempotencyKey, outcome: result.outcome, message: undoMessage(result.outcome), detail: result }];
    },
  },
};
