// Every URL the page calls outside tRPC, in one place (spec §7: the stream and mark-read
// endpoints sit beside /api/trpc, not under it).
export const apiBase = '/api';
export const trpcUrl = `${apiBase}/trpc`;
export const notificationsStreamUrl = `${apiBase}/notifications/stream`;

export function markNotificationReadUrl(id: string): string {
  return `${apiBase}/notifications/${encodeURIComponent(id)}/read`;
}
