import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeaderboardVisibility } from '#shared/contracts/activities.ts';
import { errorText } from '#client/lib/error-text.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { useLeaderboard } from '../hooks/use-leaderboard.ts';

const visibilityLabels: Record<LeaderboardVisibility, string> = {
  named: 'With my name',
  anonymous: 'As “Anonymous”',
  hidden: 'Not at all',
};

/** The top of the leaderboard (live), my row, and how I appear on it. */
export function LeaderboardPanel({ eventId, visibility }: { eventId: string; visibility: LeaderboardVisibility }) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const { data } = useLeaderboard(eventId);
  const change = useMutation(
    trpc.activities.setLeaderboardVisibility.mutationOptions({
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: trpc.activities.pathKey() }),
    }),
  );
  return (
    <section aria-labelledby="leaderboard-heading" className="rounded-2xl border border-gray-200 p-4 dark:border-gray-800">
      <h2 id="leaderboard-heading" className="text-lg font-bold">
        Leaderboard
      </h2>
      {data && data.entries.length > 0 ? (
        <ol className="mt-3 divide-y divide-gray-100 dark:divide-gray-800" aria-label="Leaderboard">
          {data.entries.map((entry, index) => (
            <li key={`${entry.rank}-${index}`} className={`flex items-center gap-3 py-2 ${entry.me ? 'font-semibold text-primary-700 dark:text-primary-300' : ''}`}>
              <span className="w-8 text-right tabular-nums text-gray-500 dark:text-gray-400">{entry.rank}.</span>
              <span className="flex-1 truncate">
                {entry.name ?? 'Anonymous'}
                {entry.me ? ' (you)' : ''}
              </span>
              <span className="tabular-nums">{entry.points} pts</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-sm text-gray-600 dark:text-gray-300">Nobody has points yet.</p>
      )}
      <label className="mt-4 flex flex-wrap items-center gap-2 text-sm">
        <span>Show me on the leaderboard</span>
        <select
          className="min-h-11 rounded-lg border border-gray-300 bg-white px-3 dark:border-gray-700 dark:bg-gray-900"
          value={visibility}
          disabled={change.isPending}
          onChange={(event) => change.mutate({ eventId, leaderboard: event.target.value as LeaderboardVisibility })}
        >
          {(Object.keys(visibilityLabels) as LeaderboardVisibility[]).map((value) => (
            <option key={value} value={value}>
              {visibilityLabels[value]}
            </option>
          ))}
        </select>
      </label>
      {change.error ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {errorText(change.error)}
        </p>
      ) : null}
    </section>
  );
}
