import { parseActivityCode } from '#shared/rules/activity-code.ts';
import { enqueue, newIdempotencyKey } from '#client/offline/outbox.ts';

/**
 * A verified scan goes to the outbox first (it survives a closed tab and is sent when the network
 * is back). The payload is one of activities.scan's scans exactly.
 */
export async function queueActivityScan(eventId: string, code: string, activityName: string, accountId: string): Promise<void> {
  const idempotencyKey = newIdempotencyKey();
  await enqueue('activity.scan', { idempotencyKey, eventId, code, scannedAt: Date.now() }, { summary: `Activity: ${activityName}`, accountId, idempotencyKey });
}

/** The activity a queued scan is for (entries are read back from storage: checked, not trusted). */
export function queuedActivityId(payload: unknown): string | null {
  const code = (payload as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  const parsed = parseActivityCode(code);
  return parsed.kind === 'code' ? parsed.claim.activityId : null;
}

export function queuedEventId(payload: unknown): string | null {
  const eventId = (payload as { eventId?: unknown } | null)?.eventId;
  return typeof eventId === 'string' ? eventId : null;
}
