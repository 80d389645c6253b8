import type { inferRouterInputs } from '@trpc/server';
import type { ConnectionScanResult } from '#shared/contracts/connections.ts';
import type { AppRouter } from '#client/lib/trpc.ts';
import { payloadsOf, type OutboxOps } from '#client/offline/outbox-ops.ts';

// Connections made offline: scans sent in batches (each key applied once), notes one per request.

type Inputs = inferRouterInputs<AppRouter>;
type ConnectionScan = Inputs['connection']['create']['scans'][number];

const personName = (person: { firstName: string; lastName: string } | null | undefined) => (person ? `${person.firstName} ${person.lastName}`.trim() : '');

const connectionRejection: Record<NonNullable<ConnectionScanResult['reason']>, string> = {
  forged: 'Not a valid Hallway code (forged or damaged)',
  'not-hallway': 'Not a Hallway code',
  revoked: 'Code revoked',
  self: 'That is your own code',
  'not-found': 'No such person',
  'key-reused': 'Not applied: its key was already used for another scan',
};

function connectionMessage(result: ConnectionScanResult): string {
  const name = personName(result.connection?.person);
  if (result.outcome === 'accepted') return name ? `Connected with ${name}` : 'Connected';
  if (result.outcome === 'duplicate') return name ? `Already connected with ${name}` : 'Already connected';
  return result.reason ? connectionRejection[result.reason] : 'Refused by the server';
}

export const connectionOutboxOps: Pick<OutboxOps, 'connection.create' | 'connection.note'> = {
  'connection.create': {
    maxBatch: 50,
    async send(items, client) {
      const { results } = await client.connection.create.mutate({ scans: payloadsOf<ConnectionScan>(items) });
      return results.map((result) => ({ idempotencyKey: result.idempotencyKey, outcome: result.outcome, message: connectionMessage(result), detail: result }));
    },
  },
  'connection.note': {
    maxBatch: 1,
    async send([item], client) {
      if (!item) return [];
      const connection = await client.connection.setNote.mutate(item.payload as Inputs['connection']['setNote']);
      return [{ idempotencyKey: item.idempotencyKey, outcome: 'accepted', message: 'Note saved', detail: connection }];
    },
  },
};
