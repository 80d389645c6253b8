/** "Tue, Nov 24, 10:00" in the event's zone: when a session ran, or when feedback closes. */
export function feedbackDateTime(unixSeconds: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { weekday: 'short', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone }).format(unixSeconds * 1000);
}
