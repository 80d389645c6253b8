import * as z from 'zod/mini';
import { boardStatuses } from '#shared/rules/question-limits.ts';

/** /event/{id}/console/questions?session=<programId>&status=pending: the board's filters; bad values are dropped. */
export const questionBoardSearch = z.object({
  session: z.optional(z.catch(z.optional(z.uuid()), undefined)),
  status: z.optional(z.catch(z.optional(z.enum(boardStatuses)), undefined)),
});

export const boardStatusLabels: Record<(typeof boardStatuses)[number], string> = {
  all: 'All',
  pending: 'Awaiting approval',
  approved: 'Approved',
  hidden: 'Hidden',
  answered: 'Answered',
};
