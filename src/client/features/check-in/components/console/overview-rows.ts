import { clockTime } from '#client/lib/clock-time.ts';

// Shared wording for the organizer's lists.

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim() || 'Unnamed person';
}

/** "09:12" today, "Nov 21, 09:12" on another day (device time). */
export function whenText(at: number, now = Date.now()): string {
  const date = new Date(at);
  if (date.toDateString() === new Date(now).toDateString()) return clockTime(at);
  return `${date.toLocaleDateString('en-CA', { month: 'short', day: 'numeric' })}, ${clockTime(at)}`;
}

const clockUnits: Array<[number, string]> = [
  [365 * 24 * 60 * 60 * 1000, 'year'],
  [24 * 60 * 60 * 1000, 'day'],
  [60 * 60 * 1000, 'hour'],
  [60 * 1000, 'minute'],
];

/** "1 year ahead", "9 days behind": how far a door's clock was from the server's. */
export function skewText(skewMs: number): string {
  const size = Math.abs(skewMs);
  const [unit, name] = clockUnits.find(([ms]) => size >= ms) ?? [60 * 1000, 'minute'];
  const count = Math.max(1, Math.floor(size / unit));
  return `${count} ${name}${count === 1 ? '' : 's'} ${skewMs > 0 ? 'ahead' : 'behind'}`;
}

export const statusCopy = {
  'checked-in': { label: 'Checked in', tone: 'bg-green-100 text-green-800 dark:bg-green-500/15 dark:text-green-300' },
  duplicate: { label: 'Duplicate', tone: 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200' },
  undone: { label: 'Undone', tone: 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300' },
} as const;
