import { useId } from 'react';
import type { ImportProgramPreview } from '#shared/contracts/schedule-admin.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { AlertIcon, CheckIcon } from '#client/components/ui/admin-icons.tsx';
import { ImportSummary } from '#client/components/csv/import-summary.tsx';
import { programImportReadiness } from '../program-csv.ts';
import { ImportClashes } from './import-clashes.tsx';
import { ProgramImportRows } from './program-import-rows.tsx';

interface ProgramImportPreviewProps {
  source: string;
  preview: ImportProgramPreview;
  /** Titles of the sessions already here, to name them in clashes. */
  titles: ReadonlyMap<string, string>;
  importing: boolean;
  onImport: () => void;
  onBack: () => void;
}

const summaryWords = { new: 'new', update: 'to update', error: 'with errors' } as const;

/** What importing would do, row by row; the import stays disabled while any row has an error. */
export function ProgramImportPreview({ source, preview, titles, importing, onImport, onBack }: ProgramImportPreviewProps) {
  const id = useId();
  const readiness = programImportReadiness(preview);
  const rowCount = preview.rows.length;
  return (
    <div className="space-y-4">
      <ImportSummary source={source} rowCount={rowCount} counts={preview.counts} words={summaryWords} />

      {readiness.canImport ? (
        <p role="status" className="flex items-start gap-2 rounded-xl bg-emerald-50 p-4 text-sm text-emerald-900 dark:bg-emerald-500/10 dark:text-emerald-100">
          <CheckIcon className="mt-0.5 size-5 shrink-0" />
          <span>
            <span className="font-semibold">Ready to import.</span> Attendees see the changes on their next sync.
          </span>
        </p>
      ) : readiness.reason === 'errors' ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-100">
          <p className="flex items-center gap-2 font-semibold">
            <AlertIcon className="size-5 shrink-0" />
            Fix {readiness.errorRows === 1 ? 'this row' : `these ${readiness.errorRows.toLocaleString('en-CA')} rows`}
          </p>
          <p id={`${id}-why`} className="mt-1 text-sm">
            Nothing is imported while a row has an error: it is all or nothing. Correct the file and check it again.
          </p>
        </div>
      ) : (
        <p role="status" className="rounded-xl bg-gray-100 p-4 text-sm text-gray-700 dark:bg-gray-800 dark:text-gray-200">
          Nothing to import: the file has no sessions.
        </p>
      )}

      <ImportClashes clashes={preview.clashes} titles={titles} />

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <button
          type="button"
          className={buttonStyles.primary}
          disabled={!readiness.canImport || importing}
          aria-describedby={!readiness.canImport && readiness.reason === 'errors' ? `${id}-why` : undefined}
          onClick={onImport}
        >
          {importing ? 'Importing…' : readiness.canImport ? `Import ${readiness.changes.toLocaleString('en-CA')} ${readiness.changes === 1 ? 'session' : 'sessions'}` : 'Import'}
        </button>
        <button type="button" className={buttonStyles.ghost} onClick={onBack} disabled={importing}>
          {readiness.canImport ? 'Check another file' : 'Check a fixed file'}
        </button>
      </div>

      <ProgramImportRows source={source} rows={preview.rows} />
    </div>
  );
}
