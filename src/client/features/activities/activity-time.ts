/** "Tue 14:00 – 16:00" in the device's zone; the day is shown once when the window ends the same day. */
export function activityWindowText(startsAt: number, endsAt: number): string {
  const start = new Date(startsAt * 1000);
  const end = new Date(endsAt * 1000);
  const day = (date: Date) => date.toLocaleDateString(undefined, { weekday: 'short', day: 'numeric', month: 'short' });
  const time = (date: Date) => date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  return day(start) === day(end) ? `${day(start)} ${time(start)}–${time(end)}` : `${day(start)} ${time(start)} – ${day(end)} ${time(end)}`;
}
