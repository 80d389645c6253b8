import type { Clash } from '#shared/contracts/schedule-admin.ts';
import { findClashesBy } from '#shared/rules/time-clashes.ts';

export interface ClashItem {
  id: string;
  room: string;
  startsAt: number;
  endsAt: number;
  speakers: ReadonlyArray<{ attendeeId: string; firstName: string; lastName: string }>;
}

/** Same room or same speaker at overlapping times: the editor's warnings, rooms first. */
export function scheduleClashes(items: readonly ClashItem[]): Clash[] {
  const names = new Map<string, string>();
  for (const item of items) for (const speaker of item.speakers) names.set(speaker.attendeeId, `${speaker.firstName} ${speaker.lastName}`.trim());
  // Room names are compared without case or outer spaces: "Room A" and "room a " are one room.
  const rooms = findClashesBy(items, (item) => [item.room.trim().toLowerCase()]).map(({ items: [a, b] }): Clash => ({
    kind: 'room',
    label: a.room.trim(),
    sessionIds: [a.id, b.id],
  }));
  const speakers = findClashesBy(items, (item) => item.speakers.map((speaker) => speaker.attendeeId)).map(({ key, items: [a, b] }): Clash => ({
    kind: 'speaker',
    label: names.get(key) ?? '',
    sessionIds: [a.id, b.id],
  }));
  return [...rooms, ...speakers];
}
