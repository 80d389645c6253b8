import type { OutboxView } from '#client/offline/use-outbox.ts';

// The one line staff glance at: "12 waiting to sync", "Offline — 12 waiting", "All synced",
// "2 could not be sent". Kept apart from the component so the wording is tested on its own.
export function outboxStatusText({ pending, failed, syncing, blockedBy }: Pick<OutboxView, 'pending' | 'failed' | 'syncing' | 'blockedBy'>): string {
  const parts: string[] = [];
  if (pending > 0) {
    if (blockedBy === 'offline') parts.push(`Offline — ${pending} waiting`);
    else if (blockedBy === 'signed-out') parts.push(`Signed out — ${pending} waiting`);
    else if (syncing) parts.push(`Syncing ${pending}…`);
    else parts.push(`${pending} waiting to sync`);
  }
  if (failed.length > 0) parts.push(`${failed.length} could not be sent`);
  if (parts.length === 0) return blockedBy === 'offline' ? 'Offline — all synced' : 'All synced';
  return parts.join(' · ');
}

export function reportTotalsText(totals: { accepted: number; duplicate: number; rejected: number }): string {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return [
    plural(totals.accepted, 'accepted', 'accepted'),
    plural(totals.duplicate, 'duplicate', 'duplicates'),
    plural(totals.rejected, 'rejected', 'rejected'),
  ].join(', ');
}
