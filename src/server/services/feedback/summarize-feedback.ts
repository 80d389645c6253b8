import type { FeedbackSummary } from '#shared/contracts/feedback.ts';

export interface FeedbackEntry {
  rating: number;
  comment: string;
  /** Already null for anonymous entries: the name never leaves the query that reads them. */
  author: string | null;
}

/** Count, average (one decimal), distribution over 1..5 and the non-empty comments, in the order given. */
export function summarizeFeedback(entries: readonly FeedbackEntry[]): FeedbackSummary {
  const distribution = [0, 0, 0, 0, 0];
  let total = 0;
  for (const entry of entries) {
    distribution[entry.rating - 1] = (distribution[entry.rating - 1] ?? 0) + 1;
    total += entry.rating;
  }
  return {
    count: entries.length,
    average: entries.length === 0 ? null : Math.round((total / entries.length) * 10) / 10,
    distribution,
    comments: entries.filter((entry) => entry.comment.length > 0).map(({ rating, comment, author }) => ({ rating, comment, author })),
  };
}
