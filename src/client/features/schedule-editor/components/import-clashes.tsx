import type { Clash } from '#shared/contracts/schedule-admin.ts';
import { AlertIcon } from '#client/components/ui/admin-icons.tsx';
import { clashCount, clashSentence } from '../clash-notes.ts';

/** The clashes the schedule would have after the import: a warning, the import is still allowed. */
export function ImportClashes({ clashes, titles }: { clashes: readonly Clash[]; titles: ReadonlyMap<string, string> }) {
  if (clashes.length === 0) return null;
  return (
    <section aria-label="Clashes after the import" className="rounded-xl bg-amber-50 p-4 text-amber-950 dark:bg-amber-500/10 dark:text-amber-100">
      <p className="flex items-center gap-2 text-sm font-semibold">
        <AlertIcon className="size-5 shrink-0" /> {clashCount(clashes.length)} after the import
      </p>
      <p className="mt-1 text-sm">Same room or same speaker at the same time. You can import anyway and fix them later.</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {clashes.slice(0, 50).map((clash) => (
          <li key={`${clash.kind}-${clash.label}-${clash.sessionIds.join('-')}`}>{clashSentence(clash, titles)}</li>
        ))}
      </ul>
      {clashes.length > 50 ? <p className="mt-2 text-xs">And {(clashes.length - 50).toLocaleString('en-CA')} more.</p> : null}
    </section>
  );
}
