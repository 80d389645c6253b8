import type { Schedule } from '#shared/contracts/schedule.ts';
import type { Directory, Match } from '#shared/contracts/attendees.ts';
import { packVersion } from './pack-schemas.ts';
import { sortedByName } from './people-order.ts';
import type { StoredDirectory, StoredSchedule } from './pack-types.ts';

// Delta sync: the server answers `since` with what changed and what went away.
// A `full` answer replaces the lot (first download, or a cursor the server no longer honours).
// Removals matter for privacy: a person who hides their profile arrives in removedAttendeeIds
// and must vanish from this device, not only from new downloads.

interface Delta<T> {
  full: boolean;
  changed: readonly T[];
  removed: readonly string[];
}

function mergeById<T extends { updatedAt: number }>(current: Record<string, T> | undefined, delta: Delta<T>, idOf: (item: T) => string): Record<string, T> {
  const next: Record<string, T> = delta.full || !current ? {} : { ...current };
  for (const item of delta.changed) {
    const id = idOf(item);
    const existing = next[id];
    // Keep the newer copy: an answer that raced a newer one must not roll a change back.
    if (!existing || existing.updatedAt <= item.updatedAt) next[id] = item;
  }
  for (const id of delta.removed) delete next[id];
  return next;
}

export function mergeSchedule(current: StoredSchedule | null, answer: Schedule, now: number): StoredSchedule {
  const sessions = mergeById(current?.sessions, { full: answer.full, changed: answer.sessions, removed: answer.removedSessionIds }, (s) => s.id);
  return { version: packVersion, eventId: answer.eventId, savedAt: now, timeZone: answer.timeZone, cursor: answer.cursor, sessions };
}

export function mergeDirectory(current: StoredDirectory | null, answer: Directory, now: number): StoredDirectory {
  const merged = mergeById(current?.people, { full: answer.full, changed: answer.people, removed: answer.removedAttendeeIds }, (p) => p.attendeeId);
  const people = sortedByName(merged);
  return { version: packVersion, eventId: answer.eventId, savedAt: now, cursor: answer.cursor, people };
}

/**
 * Matches hold a copy of each person: one removed from the directory (now hidden) must not
 * linger there either, nor one this device dismissed and has not told the server about yet.
 */
export function visibleMatches(items: readonly Match[], directory: StoredDirectory | null, hidden: readonly string[]): Match[] {
  const dismissed = new Set(hidden);
  return items.filter((match) => !dismissed.has(match.person.attendeeId) && (!directory || match.person.attendeeId in directory.people));
}
