import type { OfflineLevel } from '#shared/contracts/readiness.ts';

// The readiness page's words and figures: sizes in kB (one unit throughout, so figures compare at
// a glance), times as ages from the server's clock, offline levels as plain words.

const number = (n: number) => n.toLocaleString('en');

/** "1,234 kB" (decimal kB, as phones' storage settings count); under 1 kB says "under 1 kB". */
export function kilobytesText(bytes: number): string {
  if (bytes === 0) return '0 kB';
  if (bytes < 1000) return 'under 1 kB';
  return `${number(Math.round(bytes / 1000))} kB`;
}

/** "about 40 seconds", "about 3 minutes", "about 1 hour 5 minutes". */
export function durationText(seconds: number): string {
  if (seconds < 1) return 'under a second';
  if (seconds < 90) return `about ${Math.round(seconds)} second${Math.round(seconds) === 1 ? '' : 's'}`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `about ${minutes} minutes`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `about ${hours} hour${hours === 1 ? '' : 's'}${rest ? ` ${rest} minute${rest === 1 ? '' : 's'}` : ''}`;
}

const units: Array<[number, string]> = [
  [24 * 60 * 60 * 1000, 'day'],
  [60 * 60 * 1000, 'hour'],
  [60 * 1000, 'minute'],
];

/** "just now", "5 minutes ago", "2 days ago"; `now` is the server's time of the answer. */
export function ageText(at: number | null, now: number): string {
  if (at === null) return 'never';
  const age = Math.max(0, now - at);
  const found = units.find(([ms]) => age >= ms);
  if (!found) return 'just now';
  const count = Math.floor(age / found[0]);
  return `${count} ${found[1]}${count === 1 ? '' : 's'} ago`;
}

export const offlineWords: Record<OfflineLevel, string> = { yes: 'Works offline', partly: 'Partly offline', no: 'Needs the network' };

export function countText(n: number, one: string, many = `${one}s`): string {
  return `${number(n)} ${n === 1 ? one : many}`;
}
