import type { OutboxOpName } from '#client/offline/outbox.ts';

export const checkInOps: OutboxOpName[] = ['checkIn.record', 'checkIn.undo'];

/**
 * The door's sync line, the same online and offline ("3 waiting to sync"), so staff always
 * read the count the same way; "All synced" once the server has everything.
 */
export function doorSyncText(pending: number, failed: number): string {
  const parts: string[] = [];
  if (pending > 0) parts.push(`${pending} waiting to sync`);
  if (failed > 0) parts.push(`${failed} could not be sent`);
  return parts.length ? parts.join(' · ') : 'All synced';
}
