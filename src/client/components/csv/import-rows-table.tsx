import type { ReactNode } from 'react';
import { badge } from '../ui/form-styles.ts';

// The per-row table of a CSV import's check (people, programme): which row, what it is, what
// importing does with it and why not. Each import names its subject column and its outcomes.

export interface ImportRow<Outcome extends string> {
  row: number;
  outcome: Outcome;
  errors: readonly string[];
}

export interface OutcomeCopy {
  label: string;
  /** Badge colours (Tailwind classes). */
  tone: string;
}

/** The usual badges; an import may relabel them ("Problem" rather than "Error"). */
export const importOutcomeTones = {
  new: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  update: 'bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-300',
  unchanged: 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300',
  error: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300',
} as const;

/** Rows drawn at once; the rest are counted (a 10,000-row file must not freeze a phone). */
const shownRows = 200;

interface ImportRowsTableProps<Outcome extends string, Row extends ImportRow<Outcome>> {
  /** The file's name, for the table's caption. */
  source: string;
  rows: readonly Row[];
  /** The column that says which row it is: the person's email, the session's title. */
  subject: { header: string; cell: (row: Row) => ReactNode };
  outcomes: Record<Outcome, OutcomeCopy>;
  notesHeader?: string;
}

export function ImportRowsTable<Outcome extends string, Row extends ImportRow<Outcome>>({
  source,
  rows,
  subject,
  outcomes,
  notesHeader = 'Notes',
}: ImportRowsTableProps<Outcome, Row>) {
  return (
    <div>
      <div className="overflow-x-auto rounded-xl ring-1 ring-gray-200 dark:ring-gray-800">
        <table className="w-full min-w-[30rem] text-left text-sm">
          <caption className="sr-only">Rows of {source} and what importing does with each</caption>
          <thead className="bg-gray-50 text-xs tracking-wide text-gray-500 uppercase dark:bg-gray-800/60 dark:text-gray-400">
            <tr>
              <th scope="col" className="px-3 py-2">Row</th>
              <th scope="col" className="px-3 py-2">{subject.header}</th>
              <th scope="col" className="px-3 py-2">Result</th>
              <th scope="col" className="px-3 py-2">{notesHeader}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
            {rows.slice(0, shownRows).map((row) => (
              <tr key={row.row} className={row.outcome === 'error' ? 'bg-red-50/60 dark:bg-red-500/5' : undefined}>
                <td className="px-3 py-2 text-gray-500 tabular-nums dark:text-gray-400">{row.row}</td>
                <td className="px-3 py-2 break-words">{subject.cell(row)}</td>
                <td className="px-3 py-2">
                  <span className={`${badge} ${outcomes[row.outcome].tone}`}>{outcomes[row.outcome].label}</span>
                </td>
                <td className="px-3 py-2 text-red-700 dark:text-red-300">
                  {row.errors.length > 1 ? (
                    <ul className="list-disc pl-4">
                      {row.errors.map((error) => (
                        <li key={error}>{error}</li>
                      ))}
                    </ul>
                  ) : (
                    row.errors[0]
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > shownRows ? (
        <p className="mt-2 text-xs text-gray-500 dark:text-gray-400">
          Showing the first {shownRows} of {rows.length.toLocaleString('en-CA')} rows.
        </p>
      ) : null}
    </div>
  );
}

/** What a subject cell shows when the row has none, e.g. "(no email)". */
export function MissingValue({ children }: { children: ReactNode }) {
  return <span className="text-gray-500 dark:text-gray-400">{children}</span>;
}
