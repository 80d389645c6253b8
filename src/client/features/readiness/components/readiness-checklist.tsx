import type { ChecklistItem, Readiness } from '#shared/contracts/readiness.ts';
import { card } from '#client/components/ui/form-styles.ts';

const marks: Record<ChecklistItem['level'], { label: string; className: string; symbol: string }> = {
  problem: { label: 'Problem', symbol: '!', className: 'bg-red-600 text-white dark:bg-red-500' },
  warning: { label: 'Check', symbol: '?', className: 'bg-amber-500 text-gray-950 dark:bg-amber-400' },
  ok: { label: 'Ready', symbol: '✓', className: 'bg-green-600 text-white dark:bg-green-500' },
};

/** What would hurt offline, worst first; each line says what to do. */
export function ReadinessChecklist({ readiness }: { readiness: Readiness }) {
  return (
    <section aria-labelledby="readiness-checklist" className={card}>
      <h2 id="readiness-checklist" className="text-lg font-semibold">
        Before the doors open
      </h2>
      <ul className="mt-3 space-y-3">
        {readiness.checklist.map((item) => {
          const mark = marks[item.level];
          return (
            <li key={item.id} className="flex gap-3 text-sm" data-check={item.id} data-level={item.level}>
              <span aria-hidden="true" className={`mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${mark.className}`}>
                {mark.symbol}
              </span>
              <p>
                <span className="sr-only">{mark.label}: </span>
                {item.text}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
