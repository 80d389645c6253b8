import type { ReactNode } from 'react';
import { buttonStyles } from '../ui/button-styles.ts';
import { CheckIcon } from '../ui/admin-icons.tsx';

/** The last step of a CSV import: the file went in; what it changed; start again. */
export function ImportDone({ source, againLabel, onAgain, children }: { source: string; againLabel: string; onAgain: () => void; children: ReactNode }) {
  return (
    <div role="status" className="rounded-2xl bg-emerald-50 p-5 text-emerald-900 dark:bg-emerald-500/10 dark:text-emerald-100">
      <p className="flex items-center gap-2 font-semibold">
        <CheckIcon className="size-5" /> {source} imported
      </p>
      <p className="mt-1 text-sm">{children}</p>
      <button type="button" className={`${buttonStyles.secondary} mt-4`} onClick={onAgain}>
        {againLabel}
      </button>
    </div>
  );
}
