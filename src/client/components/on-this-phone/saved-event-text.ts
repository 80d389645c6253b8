import { formatBytes } from '#client/lib/event-pack/pack-size.ts';
import { savedAgeText } from './saved-age.ts';

// The words of "On this phone", under the events list and in an event's offline panel.

const changes = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'}`;

/** All the account's writes still to send. */
export function pendingText(count: number): string {
  return count === 0 ? 'Nothing waiting to be sent.' : `${changes(count)} waiting to be sent (they go out when you are back online).`;
}

/** One event's writes still to send; null while not counted. */
function eventPendingText(count: number | null): string | null {
  if (count === null) return null;
  return count === 0 ? 'nothing waiting to be sent' : `${changes(count)} waiting to be sent`;
}

/** "1.2 MB · updated 5 min ago · 2 changes waiting to be sent". */
export function savedEventLine(event: { bytes: number; syncedAt: number | null; pending: number | null }, now: number): string {
  return [formatBytes(event.bytes), savedAgeText(event.syncedAt, now), eventPendingText(event.pending)].filter((part) => part !== null).join(' · ');
}
