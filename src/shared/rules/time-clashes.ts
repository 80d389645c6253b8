// Overlap rules shared by the attendee's agenda (a warning when two chosen sessions overlap) and
// the organizer's editor (same room or same speaker at the same time). Touching ends (10:00–11:00
// then 11:00–12:00) do not clash.
import type { TimedItem } from './schedule-days.ts';

export function overlaps(a: TimedItem, b: TimedItem): boolean {
  return a.startsAt < b.endsAt && b.startsAt < a.endsAt;
}

/** Every overlapping pair, each once, in start order; a sweep, so a 300-session programme stays cheap. */
export function findClashes<T extends TimedItem>(items: readonly T[]): Array<[T, T]> {
  const sorted = [...items].sort((a, b) => a.startsAt - b.startsAt || a.endsAt - b.endsAt);
  const clashes: Array<[T, T]> = [];
  const open: T[] = [];
  for (const item of sorted) {
    for (let i = open.length - 1; i >= 0; i--) {
      if (open[i]!.endsAt <= item.startsAt) open.splice(i, 1);
    }
    for (const other of open) clashes.push([other, item]);
    open.push(item);
  }
  return clashes;
}

/** Clashes among items sharing a key (a room, a speaker): the editor's warnings. */
export function findClashesBy<T extends TimedItem>(items: readonly T[], keysOf: (item: T) => readonly string[]): Array<{ key: string; items: [T, T] }> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    for (const key of new Set(keysOf(item))) {
      if (!key) continue;
      const group = groups.get(key);
      if (group) group.push(item);
      else groups.set(key, [item]);
    }
  }
  return [...groups.entries()].flatMap(([key, group]) => findClashes(group).map((pair) => ({ key, items: pair })));
}
