import { clockTime } from '#client/offline/outbox-messages.ts';

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

export const statusCopy = {
  'checked-in': { label: 'Checked in', tone: 'bg-green-100 text-green-800 dark:bg-green-500/15 dark:text-green-300' },
  duplicate: { label: 'Duplicate', tone: 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200' },
  undone: { label: 'Undone', tone: 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300' },
} as const;
