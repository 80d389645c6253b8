import type { BoardStatus } from '#shared/contracts/questions.ts';
import type { Trpc } from '../trpc.ts';

// The `questions` router's queries.

/**
 * One session's questions as this viewer sees them. Asked again on every visit (staleTime 0);
 * while the page is open, live changes keep it current; offline, the saved copy is shown.
 */
export function questionListQuery(trpc: Trpc, eventId: string, programId: string) {
  return trpc.questions.list.queryOptions({ eventId, programId }, { staleTime: 0 });
}

/** The console's moderation board, narrowed by session and status; refreshed on live changes. */
export function questionBoardQuery(trpc: Trpc, eventId: string, filter: { programId?: string | undefined; status: BoardStatus }) {
  return trpc.questions.board.queryOptions({ eventId, ...filter }, { staleTime: 0 });
}
