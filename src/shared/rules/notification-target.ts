import type { NotificationPayload } from '../contracts/notification.ts';

/**
 * Where clicking a notification goes. programUrl wins when it is a string
 * (a same-origin absolute URL becomes a relative path); otherwise the event's
 * program route when both ids exist; otherwise nowhere (null).
 * A programUrl on another origin is never followed (no open redirect).
 */
export function notificationTarget(payload: NotificationPayload | null | undefined, origin: string): string | null {
  if (!payload) return null;
  const { programUrl, eventId, programId } = payload;
  if (typeof programUrl === 'string') {
    const trimmed = programUrl.trim();
    if (trimmed.length === 0) return null;
    try {
      const url = new URL(trimmed, origin);
      if (url.origin !== new URL(origin).origin) return null;
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
      return `${url.pathname}${url.search}${url.hash}`;
    } catch {
      return null;
    }
  }
  const hasEvent = eventId !== undefined && eventId !== null && String(eventId).length > 0;
  const hasProgram = programId !== undefined && programId !== null && String(programId).length > 0;
  if (hasEvent && hasProgram) {
    return `/event/${encodeURIComponent(String(eventId))}/program/${encodeURIComponent(String(programId))}`;
  }
  return null;
}
