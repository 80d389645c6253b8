import type { Trpc } from '../trpc.ts';

// The `activities` router's queries. The board is kept on the device (offline gcTime by path
// key): it holds the key that verifies a card and my confirmed scans, so scanning works offline.

/** Activities (without their codes), the prize, the public key and my confirmed scans. */
export function activityBoardQuery(trpc: Trpc, eventId: string) {
  return trpc.activities.board.queryOptions({ eventId }, { staleTime: 0 });
}

/** The top of the leaderboard and my row; live messages replace the top while the page is open. */
export function activityLeaderboardQuery(trpc: Trpc, eventId: string) {
  return trpc.activities.leaderboard.queryOptions({ eventId }, { staleTime: 0 });
}

/** The console and the printable cards: every activity with its signed code, recent scans. */
export function activityAdminQuery(trpc: Trpc, eventId: string) {
  return trpc.activities.admin.queryOptions({ eventId }, { staleTime: 0 });
}
