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
  for (const table of settings.tables) {
    const taken = bookings.filter((booking) => booking.table === table.number && overlaps(booking, slot)).length;
    if (taken < table.capacity) return { tableNumber: table.number, place: `${area}table ${table.number}` };
  }
  return null;
}
