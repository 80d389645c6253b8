// Every URL the page calls outside tRPC, in one place (the notification stream and mark-read
// endpoints sit beside /api/trpc, not under it: a stream and a PATCH are not tRPC calls).
const apiBase = '/api';
export const trpcUrl = `${apiBase}/trpc`;
export const notificationsStreamUrl = `${apiBase}/notifications/stream`;

export function markNotificationReadUrl(id: string): string {
  return `${apiBase}/notifications/${encodeURIComponent(id)}/read`;
}

/** The first page of an event's shared directory (contracts/attendees.ts directoryFirstPageSchema). */
export function eventDirectoryFirstPageUrl(eventId: string): string {
  return `${eventFeedUrl(eventId, 'directory')}/first`;
}

/** An event's shared answers (the whole schedule, the directory everyone sees): plain GETs with ETags. */
export function eventFeedUrl(eventId: string, feed: 'schedule' | 'directory' | 'polls' | 'exhibitors' | 'sponsors' | 'album' | 'activities' | `posts-${string}`): string {
  return `${apiBase}/events/${encodeURIComponent(eventId)}/feeds/${feed}`;
}
