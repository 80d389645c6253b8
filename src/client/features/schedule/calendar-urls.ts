// Add to calendar: one session as an .ics file (with the session cookie); the
// agenda feed's private URL comes from schedule.agenda().feedUrl.
export function sessionIcsUrl(eventId: string, programId: string): string {
  return `/api/events/${encodeURIComponent(eventId)}/sessions/${encodeURIComponent(programId)}.ics`;
}

/** Calendar apps subscribe with webcal://; the https URL works for "add by URL" too. */
export function webcalUrl(feedUrl: string, origin = window.location.origin): string {
  const absolute = new URL(feedUrl, origin);
  return absolute.href.replace(/^https?:/, 'webcal:');
}
