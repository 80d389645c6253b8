/**
 * "Tue, Nov 24, 17:00" in the event's zone: when a session ran, or when feedback closes. On the
 * 24-hour clock, as the schedule's session times: en-CA's 12-hour "05:00 p.m." ends in a period,
 * and the sentences this ends would read "…05:00 p.m..".
 */
export function feedbackDateTime(unixSeconds: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { weekday: 'short', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(unixSeconds * 1000);
}
