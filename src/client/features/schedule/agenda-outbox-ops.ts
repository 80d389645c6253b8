import { contractProcedures } from '#client/lib/contract-procedures.ts';
import type { OutboxOps } from '#client/offline/outbox-ops.ts';

type AgendaChange = Parameters<ReturnType<typeof contractProcedures>['schedule']['setAgenda']['mutate']>[0];

// A bookmark in the personal agenda: one per request; replaying one is harmless.
export const agendaOutboxOps: Pick<OutboxOps, 'agenda.set'> = {
  'agenda.set': {
    maxBatch: 1,
    async send([item], client) {
      if (!item) return [];
      const change = item.payload as AgendaChange;
      const result = await contractProcedures(client).schedule.setAgenda.mutate(change);
      return [{ idempotencyKey: item.idempotencyKey, outcome: 'accepted', message: change.inAgenda ? 'Added to your agenda' : 'Removed from your agenda', detail: result }];
    },
  },
};
