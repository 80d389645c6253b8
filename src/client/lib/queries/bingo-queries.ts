import type { Trpc } from '../trpc.ts';

// The `bingo` router's queries. The card and the members index stay on the device (offline
// defaults by path key), so a card opens and a scan is judged with no network.

/** My card in my own order, my fills and completions. */
export function bingoCardQuery(trpc: Trpc, eventId: string) {
  return trpc.bingo.card.queryOptions({ eventId }, { staleTime: 30_000 });
}

/** Account → directory entry and lowest valid code version of every member. */
export function bingoMembersQuery(trpc: Trpc, eventId: string) {
  return trpc.bingo.members.queryOptions({ eventId }, { staleTime: 5 * 60_000 });
}

/** The console: the card, completions in order, the latest fills (names: never kept on the device). */
export function bingoBoardQuery(trpc: Trpc, eventId: string) {
  return trpc.bingo.board.queryOptions({ eventId }, { staleTime: 0, meta: { persist: false } });
}

/** /stats: my numbers across events and games. */
export function myStatsQuery(trpc: Trpc) {
  return trpc.bingo.myStats.queryOptions(undefined, { staleTime: 0 });
}
