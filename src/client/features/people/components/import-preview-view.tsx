import { useId, useState } from 'react';
import type { ImportPreview } from '#shared/contracts/people.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { badge } from '#client/components/ui/form-styles.ts';
import { AlertIcon, CheckIcon } from '#client/components/ui/admin-icons.tsx';
import { importReadiness } from '../import-readiness.ts';
import { CsvDropZone } from '#client/components/csv/csv-drop-zone.tsx';

type Outcome = ImportPreview['rows'][number]['outcome'];

const outcomeCopy: Record<Outcome, { label: string; tone: string }> = {
  new: { label: 'New', tone: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300' },
  update: { label: 'Update', tone: 'bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-300' },
  unchanged: { label: 'Unchanged', tone: 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300' },
  error: { label: 'Problem', tone: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300' },
};

const summaryWords: Record<Outcome, string> = { new: 'new', update: 'to update', unchanged: 'unchanged', error: 'with problems' };

const filters: Array<{ value: Outcome | 'all'; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'error', label: 'Problems' },
  { value: 'new', label: 'New' },
  { value: 'update', label: 'Updates' },
  { value: 'unchanged', label: 'Unchanged' },
];

/** Rows drawn at once; the rest are counted (a 10,000-row file must not freeze a phone). */
const shownRows = 200;

interface ImportPreviewViewProps {
  fileName: string;
  preview: ImportPreview;
  importing: boolean;
  onImport: () => void;
  onChooseFile: (file: File) => void;
  onCancel: () => void;
}

/** What importing the file would do, row by row; blocked (with the reason) while any row has a problem. */
export function ImportPreviewView({ fileName, preview, importing, onImport, onChooseFile, onCancel }: ImportPreviewViewProps) {
  const id = useId();
  const readiness = importReadiness(preview);
  const [filter, setFilter] = useState<Outcome | 'all'>(readiness.canImport ? 'all' : preview.counts.error > 0 ? 'error' : 'all');
  const rows = filter === 'all' ? preview.rows : preview.rows.filter((row) => row.outcome === filter);
  const count = (outcome: Outcome) => preview.counts[outcome];

  return (
    <div className="space-y-4">
      <div>
        <p className="text-sm text-gray-600 dark:text-gray-400">
          <span className="font-semibold text-gray-900 dark:text-gray-100">{fileName}</span>: {preview.rows.length.toLocaleString('en-CA')}{' '}
          {preview.rows.length === 1 ? 'row' : 'rows'} checked. Nothing is saved until you import.
        </p>
        <ul aria-label="Import summary" className="mt-2 flex flex-wrap gap-2">
          {(['new', 'update', 'unchanged', 'error'] as const).map((outcome) => (
            <li key={outcome} className={`${badge} ${outcomeCopy[outcome].tone}`}>
              {count(outcome).toLocaleString('en-CA')} {summaryWords[outcome]}
            </li>
          ))}
        </ul>
      </div>

      {readiness.canImport ? (
        <div role="status" className="flex items-start gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-900 dark:bg-emerald-500/10 dark:text-emerald-100">
          <CheckIcon className="mt-0.5 size-5 shrink-0" />
          <p className="text-sm">
            <span className="font-semibold">Ready to import.</span> {count('new') > 0 ? `${count('new')} new people get an invitation email with their join link. ` : ''}
            {count('update') > 0 ? `${count('update')} will have their details updated.` : ''}
          </p>
        </div>
      ) : readiness.reason === 'errors' ? (
        <div role="alert" aria-labelledby={`${id}-fix`} className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-100">
          <p id={`${id}-fix`} className="flex items-center gap-2 font-semibold">
            <AlertIcon className="size-5 shrink-0" />
            Fix {readiness.errorRows === 1 ? 'this row' : `these ${readiness.errorRows.toLocaleString('en-CA')} rows`}
          </p>
          <p id={`${id}-why`} className="mt-1 text-sm">
            Nothing is imported while a row has a problem. Correct {readiness.errorRows === 1 ? 'it' : 'them'} in your spreadsheet, save it as CSV again
            and choose the fixed file.
          </p>
        </div>
      ) : (
        <p role="status" className="rounded-xl bg-gray-100 p-4 text-sm text-gray-700 dark:bg-gray-800 dark:text-gray-200">
          Nothing to import: everyone in this file is already here with the same details.
        </p>
      )}

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <button
          type="button"
          className={buttonStyles.primary}
          disabled={!readiness.canImport || importing}
          aria-describedby={!readiness.canImport && readiness.reason === 'errors' ? `${id}-why` : undefined}
          onClick={onImport}
        >
          {importing
            ? 'Importing…'
            : readiness.canImport
              ? `Import ${readiness.changes.toLocaleString('en-CA')} ${readiness.changes === 1 ? 'person' : 'people'}`
              : 'Import'}
        </button>
        <CsvDropZone compact onFile={onChooseFile} disabled={importing} label={readiness.canImport ? 'Choose another file' : 'Choose the fixed file'} />
        <button type="button" className={buttonStyles.ghost} onClick={onCancel} disabled={importing}>
          Cancel
        </button>
      </div>

      <div>
        <div role="group" aria-label="Show rows" className="flex flex-wrap gap-1">
          {filters.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={filter === option.value}
              onClick={() => setFilter(option.value)}
              className="min-h-9 rounded-full px-3 text-sm font-medium text-gray-700 hover:bg-gray-100 aria-pressed:bg-gray-900 aria-pressed:text-white dark:text-gray-300 dark:hover:bg-gray-800 dark:aria-pressed:bg-white dark:aria-pressed:text-gray-900"
            >
              {option.label} ({(option.value === 'all' ? preview.rows.length : count(option.value)).toLocaleString('en-CA')})
            </button>
          ))}
        </div>
        <div className="mt-3 overflow-x-auto rounded-xl ring-1 ring-gray-200 dark:ring-gray-800">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">Rows of {fileName} and what importing does with each</caption>
            <thead className="bg-gray-50 text-xs tracking-wide text-gray-500 uppercase dark:bg-gray-800/60 dark:text-gray-400">
              <tr>
                <th scope="col" className="px-3 py-2">Row</th>
                <th scope="col" className="px-3 py-2">Email</th>
                <th scope="col" className="px-3 py-2">Result</th>
                <th scope="col" className="px-3 py-2">Notes</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
              {rows.slice(0, shownRows).map((row) => (
                <tr key={row.row} className={row.outcome === 'error' ? 'bg-red-50/60 dark:bg-red-500/5' : undefined}>
                  <td className="px-3 py-2 tabular-nums text-gray-500">{row.row}</td>
                  <td className="px-3 py-2 break-all">{row.email || <span className="text-gray-400">(no email)</span>}</td>
                  <td className="px-3 py-2">
                    <span className={`${badge} ${outcomeCopy[row.outcome].tone}`}>{outcomeCopy[row.outcome].label}</span>
                  </td>
                  <td className="px-3 py-2 text-red-700 dark:text-red-300">{row.errors.join(' ')}</td>
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
        {rows.length === 0 ? <p className="mt-2 text-sm text-gray-500 dark:text-gray-400">No rows of this kind.</p> : null}
      </div>
    </div>
  );
}
