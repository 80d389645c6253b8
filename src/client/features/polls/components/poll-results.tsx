import type { PollCounts, PollOption } from '#shared/contracts/polls.ts';
import { share } from '../poll-view.ts';

/** Bars per option with count and share; `large` for the projector. */
export function PollResults({ options, counts, mine = [], large = false }: { options: PollOption[]; counts: PollCounts; mine?: readonly string[]; large?: boolean }) {
  return (
    <div className={large ? 'flex flex-col gap-6' : 'flex flex-col gap-2'}>
      <ul className={large ? 'flex flex-col gap-6' : 'flex flex-col gap-2'}>
        {options.map((option) => {
          const percent = share(counts, option.id);
          const votes = counts.votes[option.id] ?? 0;
          return (
            <li key={option.id}>
              <div className={`flex items-baseline justify-between gap-3 ${large ? 'text-4xl font-semibold' : 'text-sm'}`}>
                <span className="min-w-0 break-words">
                  {option.label}
                  {mine.includes(option.id) ? <span className="ml-2 text-xs font-semibold text-primary-700 dark:text-primary-300">Your vote</span> : null}
                </span>
                <span className="shrink-0 tabular-nums text-gray-700 dark:text-gray-300">
                  {percent} % <span className="sr-only">({votes} {votes === 1 ? 'vote' : 'votes'})</span>
                </span>
              </div>
              <div
                role="meter"
                aria-label={option.label}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className={`mt-1 overflow-hidden rounded-full bg-gray-200 dark:bg-gray-800 ${large ? 'h-8' : 'h-2.5'}`}
              >
                <div className="h-full rounded-full bg-primary-600 transition-[width] duration-300 dark:bg-primary-400" style={{ width: `${percent}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
      <p className={large ? 'text-2xl text-gray-600 dark:text-gray-300' : 'text-xs text-gray-600 dark:text-gray-400'}>
        {counts.voters} {counts.voters === 1 ? 'person' : 'people'} voted
      </p>
    </div>
  );
}
