import { AlertIcon, CheckIcon } from '#client/components/ui/admin-icons.tsx';
import { clashCount } from '../clash-notes.ts';

/** "3 clashes" at the top of the editor (or "No clashes"), with the session count. */
export function ClashSummary({ count, sessions }: { count: number; sessions: number }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-semibold">{sessions === 1 ? '1 session' : `${sessions.toLocaleString('en-CA')} sessions`}</span>
      <span aria-hidden="true">·</span>
      {count > 0 ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-500/15 dark:text-amber-200">
          <AlertIcon className="size-3.5" /> {clashCount(count)}
        </span>
      ) : (
        <span className="inline-flex items-center gap-1 text-gray-600 dark:text-gray-400">
          <CheckIcon className="size-4" /> {clashCount(0)}
        </span>
      )}
    </p>
  );
}
