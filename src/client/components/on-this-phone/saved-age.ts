/** "updated 5 min ago", "updated 3 days ago"; "not updated yet" without a server answer. */
export function savedAgeText(syncedAt: number | null, now: number): string {
  if (syncedAt === null) return 'not updated yet';
  const minutes = Math.max(0, Math.round((now - syncedAt) / 60_000));
  if (minutes < 1) return 'updated just now';
  if (minutes < 60) return `updated ${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `updated ${hours} h ago`;
  const days = Math.round(hours / 24);
  return `updated ${days} ${days === 1 ? 'day' : 'days'} ago`;
}
