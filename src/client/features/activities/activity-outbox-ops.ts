import type { inferRouterInputs } from '@trpc/server';
import type { ActivityScanResult } from '#shared/contracts/activities.ts';
import { activityRefusalText } from '#shared/rules/activity-scan-verdict.ts';
import type { AppRouter } from '#client/lib/trpc.ts';
import { payloadsOf, type OutboxOps } from '#client/offline/outbox-ops.ts';

type ActivityScan = inferRouterInputs<AppRouter>['activities']['scan']['scans'][number];

export function activityScanMessage(result: ActivityScanResult): string {
  if (result.outcome === 'rejected') return result.reason ? activityRefusalText[result.reason] : 'Refused by the server';
  const points = result.scan ? ` (+${result.scan.points} points)` : '';
  return `Activity confirmed${points}`;
}

// Activity cards scanned on a phone: a batch per request, each key applied once; a refusal
// (expired, over the limit, paused) stops only that scan.
export const activityOutboxOps: Pick<OutboxOps, 'activity.scan'> = {
  'activity.scan': {
    maxBatch: 100,
    async send(items, client) {
      const { results } = await client.activities.scan.mutate({ scans: payloadsOf<ActivityScan>(items) });
      return results.map((result) => ({ idempotencyKey: result.idempotencyKey, outcome: result.outcome, message: activityScanMessage(result), detail: result }));
    },
  },
};
