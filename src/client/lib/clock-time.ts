/**
 * "09:12" on the device's own clock, as people read it off their watch: when this device last
 * heard from the server, or when a door scan happened.
 */
export function clockTime(at: number): string {
  const date = new Date(at);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}
