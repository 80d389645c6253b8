import type { MeetingSettings } from '#shared/contracts/meetings.ts';
import { overlaps } from '#shared/rules/meeting-slots.ts';
import type { Span } from './busy-times.ts';

export interface MeetingPlace {
  tableNumber: number | null;
  /** What the two phones show as the place. */
  place: string;
}

/**
 * Where a meeting at this slot sits: the lowest-numbered table with room left (a table holds as
 * many meetings at once as its capacity), or the meeting point when meetings happen anywhere.
 * Null when every table is full then.
 */
export function placeFor(settings: MeetingSettings, bookings: ReadonlyArray<Span & { table: number }>, slot: Span): MeetingPlace | null {
  if (settings.placeKind === 'anywhere') return { tableNumber: null, place: settings.meetingPoint };
  const area = settings.areaName ? `${settings.areaName}, ` : '';
  // One pass over the bookings per slot, not one per table: free slots judge every slot of the
  // event against all of its bookings (thousands at a big event).
  const taken = new Map<number, number>();
  for (const booking of bookings) if (overlaps(booking, slot)) taken.set(booking.table, (taken.get(booking.table) ?? 0) + 1);
  for (const table of settings.tables) {
    if ((taken.get(table.number) ?? 0) < table.capacity) return { tableNumber: table.number, place: `${area}table ${table.number}` };
  }
  return null;
}
