import type { FeedbackSummary } from '#shared/contracts/feedback.ts';

/** Count, average, how many gave each number of stars (as bars with their numbers) and the comments. */
export function FeedbackSummaryView({ summary, label }: { summary: FeedbackSummary; label: string }) {
  if (summary.count === 0) return <p className="text-sm text-gray-600 dark:text-gray-400">No ratings yet.</p>;
  const most = Math.max(...summary.distribution, 1);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        <span className="text-2xl font-bold tabular-nums">{summary.average?.toFixed(1)}</span>
        <span className="text-gray-600 dark:text-gray-400"> out of 5 · {summary.count === 1 ? '1 rating' : `${summary.count} ratings`}</span>
      </p>
      <ul aria-label={`How ${label} was rated`} className="flex flex-col gap-1">
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = summary.distribution[stars - 1] ?? 0;
          return (
            <li key={stars} className="flex items-center gap-2 text-sm">
              <span className="w-14 shrink-0 tabular-nums">{stars === 1 ? '1 star' : `${stars} stars`}</span>
              <span aria-hidden="true" className="h-2.5 flex-1 overflow-hidden rounded-full bg-gray-100 dark:bg-gray-800">
                <span className="block h-full rounded-full bg-amber-500 dark:bg-amber-400" style={{ width: `${(count / most) * 100}%` }} />
              </span>
              <span className="w-8 shrink-0 text-right tabular-nums">{count}</span>
            </li>
          );
        })}
      </ul>
      {summary.comments.length ? (
        <ul aria-label={`Comments on ${label}`} className="flex flex-col gap-2">
          {summary.comments.map((comment, index) => (
            <li key={index} className="rounded-lg bg-gray-50 px-3 py-2 text-sm dark:bg-gray-800/60">
              <p className="whitespace-pre-line break-words text-gray-900 dark:text-gray-100">{comment.comment}</p>
              <p className="mt-1 text-xs text-gray-600 dark:text-gray-400">
                {'★'.repeat(comment.rating)} · {comment.author ?? 'Anonymous'}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
