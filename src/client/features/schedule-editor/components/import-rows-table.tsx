import type { ImportProgramPreview } from '#shared/contracts/schedule-admin.ts';
import { badge } from '#client/components/ui/form-styles.ts';

type Row = ImportProgramPreview['rows'][number];

const outcomeCopy: Record<Row['outcome'], { label: string; tone: string }> = {
  new: { label: 'New', tone: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300' },
  update: { label: 'Update', tone: 'bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-300' },
  error: { label: 'Error', tone: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300' },
};

/** Rows drawn at once; a 5,000-row programme must not freeze a phone. */
const shownRows = 200;

/** Every row's outcome; rows with errors first, so what needs fixing is on top. */
export function ImportRowsTable({ source, rows }: { source: string; rows: readonly Row[] }) {
  const ordered = [...rows.filter((row) => row.outcome === 'error'), ...rows.filter((row) => row.outcome !== 'error')];
  return (
    <div>
      <div className="overflow-x-auto rounded-xl ring-1 ring-gray-200 dark:ring-gray-800">
        <table className="w-full min-w-[28rem] text-left text-sm">
          <caption className="sr-only">Rows of {source} and what importing does with each</caption>
          <thead className="bg-gray-50 text-xs tracking-wide text-gray-500 uppercase dark:bg-gray-800/60 dark:text-gray-400">
            <tr>
              <th scope="col" className="px-3 py-2">Row</th>
              <th scope="col" className="px-3 py-2">Title</th>
              <th scope="col" className="px-3 py-2">Result</th>
              <th scope="col" className="px-3 py-2">Errors</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
            {ordered.slice(0, shownRows).map((row) => (
              <tr key={row.row} className={row.outcome === 'error' ? 'bg-red-50/60 dark:bg-red-500/5' : undefined}>
                <td className="px-3 py-2 text-gray-500 tabular-nums dark:text-gray-400">{row.row}</td>
                <td className="px-3 py-2 break-words">{row.title || <span className="text-gray-500 dark:text-gray-400">(no title)</span>}</td>
                <td className="px-3 py-2">
                  <span className={`${badge} ${outcomeCopy[row.outcome].tone}`}>{outcomeCopy[row.outcome].label}</span>
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
      {ordered.length > shownRows ? (
        <p className="mt-2 text-xs text-gray-500 dark:text-gray-400">
          Showing the first {shownRows} of {ordered.length.toLocaleString('en-CA')} rows.
        </p>
      ) : null}
    </div>
  );
}
