import type { MyFeedback } from '#shared/contracts/feedback.ts';

/** One stored rating as its author sees it. */
export function toMyFeedback(row: { rating: number; comment: string; anonymous: boolean; updatedAt: Date }): MyFeedback {
  return { rating: row.rating, comment: row.comment, anonymous: row.anonymous, updatedAt: row.updatedAt.getTime() };
}
