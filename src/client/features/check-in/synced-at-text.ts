import { clockTime } from '#client/lib/clock-time.ts';

/** "today at 09:12", "Nov 21 at 17:40": when this device last heard from the server. */
export function syncedAtText(at: number, now = Date.now()): string {
  const date = new Date(at);
  const today = new Date(now);
  const sameDay = date.toDateString() === today.toDateString();
  const day = sameDay ? 'today' : date.toLocaleDateString('en-CA', { month: 'short', day: 'numeric' });
  return `${day} at ${clockTime(at)}`;
}

export function peopleText(count: number): string {
  return `${count.toLocaleString('en-CA')} ${count === 1 ? 'person' : 'people'}`;
}
