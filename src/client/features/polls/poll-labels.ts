import type { ResultsVisibility } from '#shared/contracts/polls.ts';

/** When voters see the counts, as the create and edit forms offer it. */
export const visibilityLabels: Record<ResultsVisibility, string> = {
  live: 'Live, to everyone',
  afterVoting: 'After voting',
  afterClose: 'After the poll closes',
};
