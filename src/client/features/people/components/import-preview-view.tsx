import { useId, useState } from 'react';
import type { ImportPreview } from '#shared/contracts/people.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { AlertIcon, CheckIcon } from '#client/components/ui/admin-icons.tsx';
import { importReadiness } from '../import-readiness.ts';
import { CsvDropZone } from '#client/components/csv/csv-drop-zone.tsx';
import { ImportSummary } from '#client/components/csv/import-summary.tsx';
import { ImportRowsTable, importOutcomeTones, MissingValue, type OutcomeCopy } from '#client/components/csv/import-rows-table.tsx';

type Outcome = ImportPreview['rows'][number]['outcome'];

const outcomeCopy: Record<Outcome, OutcomeCopy> = {
  new: { label: 'New', tone: importOutcomeTones.new },
  update: { label: 'Update', tone: importOutcomeTones.update },
  unchanged: { label: 'Unchanged', tone: importOutcomeTones.unchanged },
  error: { label: 'Problem', tone: importOutcomeTones.error },
};

const emailColumn = { header: 'Email', cell: (row: ImportPreview['rows'][number]) => row.email || <MissingValue>(no email)</MissingValue> };

const summaryWords: Record<Outcome, string> = { new: 'new', update: 'to update', unchanged: 'unchanged', error: 'with problems' };

const filters: Array<{ value: Outcome | 'all'; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'error', label: 'Problems' },
  { value: 'new', label: 'New' },
  { value: 'update', label: 'Updates' },
  { value: 'unchanged', label: 'Unchanged' },
];

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
      <ImportSummary source={fileName} rowCount={preview.rows.length} counts={preview.counts} words={summaryWords} />

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
        <div className="mt-3">
          <ImportRowsTable source={fileName} rows={rows} subject={emailColumn} outcomes={outcomeCopy} />
        </div>
        {rows.length === 0 ? <p className="mt-2 text-sm text-gray-500 dark:text-gray-400">No rows of this kind.</p> : null}
      </div>
    </div>
  );
}
