import { badge } from '../ui/form-styles.ts';
import { importOutcomeTones } from './import-rows-table.tsx';

type Outcome = keyof typeof importOutcomeTones;

/** "file.csv: 120 rows checked…" and a badge per outcome ("3 new", "1 with errors"). */
export function ImportSummary<O extends Outcome>({ source, rowCount, counts, words }: { source: string; rowCount: number; counts: Record<O, number>; words: Record<O, string> }) {
  return (
    <div>
      <p className="text-sm text-gray-600 dark:text-gray-400">
        <span className="font-semibold text-gray-900 dark:text-gray-100">{source}</span>: {rowCount.toLocaleString('en-CA')} {rowCount === 1 ? 'row' : 'rows'} checked.
        Nothing is saved until you import.
      </p>
      <ul aria-label="Import summary" className="mt-2 flex flex-wrap gap-2">
        {(Object.keys(words) as O[]).map((outcome) => (
          <li key={outcome} className={`${badge} ${importOutcomeTones[outcome]}`}>
            {counts[outcome].toLocaleString('en-CA')} {words[outcome]}
          </li>
        ))}
      </ul>
    </div>
  );
}
