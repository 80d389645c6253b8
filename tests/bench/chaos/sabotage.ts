// Deliberately broken devices, to show the run catches what it claims to catch:
// CHAOS_SABOTAGE=new-key-on-resend  a resend carries a fresh idempotency key (the server cannot
//                                   tell it from a new scan: counted twice);
// CHAOS_SABOTAGE=forget-on-failure  a batch that got no answer is dropped from the device (lost).
// Never set in `npm run bench`; `npm run chaos` must then exit 1.
import type { OutboxOp, OutboxOps } from '#client/offline/outbox-ops.ts';
import { outboxOps } from '#client/outbox-registry.ts';
import type { OutboxStore } from '#client/offline/outbox-store.ts';

export type Sabotage = 'new-key-on-resend' | 'forget-on-failure';

export function readSabotage(value: string | undefined): Sabotage | null {
  if (value === undefined || value === '') return null;
  if (value === 'new-key-on-resend' || value === 'forget-on-failure') return value;
  throw new Error(`CHAOS_SABOTAGE: expected new-key-on-resend or forget-on-failure, got "${value}"`);
}

/** Ops that give every resent item a fresh key, and map the answers back so the drain still matches them. */
export function opsWithNewKeyOnResend(): OutboxOps {
  const sent = new Set<string>();
  const wrap = (op: OutboxOp): OutboxOp => ({
    maxBatch: op.maxBatch,
    async send(items, client) {
      const original = new Map<string, string>();
      const renamed = items.map((item) => {
        if (!sent.has(item.idempotencyKey)) {
          sent.add(item.idempotencyKey);
          return item;
        }
        const key = crypto.randomUUID();
        original.set(key, item.idempotencyKey);
        return { idempotencyKey: key, payload: { ...(item.payload as object), idempotencyKey: key } };
      });
      const answers = await op.send(renamed, client);
      return answers.map((answer) => ({ ...answer, idempotencyKey: original.get(answer.idempotencyKey) ?? answer.idempotencyKey }));
    },
  });
  return Object.fromEntries(Object.entries(outboxOps).map(([name, op]) => [name, wrap(op)])) as OutboxOps;
}

/** A store that deletes entries the drain puts back to wait after a failed send. */
export function storeForgettingOnFailure(store: OutboxStore): OutboxStore {
  return {
    read: () => store.read(),
    add: (entry) => store.add(entry),
    commit({ remove = [], update = [], report }) {
      const waiting = update.filter((entry) => entry.state === 'pending' && entry.lastError !== null);
      return store.commit({ remove: [...remove, ...waiting.map((entry) => entry.id)], update: update.filter((entry) => !waiting.includes(entry)), report });
    },
  };
}
