import type { CatalogImportPreview } from '#shared/contracts/catalog-import.ts';
import { FormAlert } from '../feedback/form-alert.tsx';
import { buttonStyles } from '../ui/button-styles.ts';
import { CheckingRows } from './checking-rows.tsx';
import { CsvDropZone } from './csv-drop-zone.tsx';
import { ImportDone } from './import-done.tsx';
import { ImportRowsTable, MissingValue, importOutcomeTones } from './import-rows-table.tsx';
import { ImportSummary } from './import-summary.tsx';
import { useCsvImport } from './use-csv-import.ts';

// The CSV import of a named list (exhibitors, sponsors): rows are matched by name, so a known name
// is updated and a new one added; nothing is saved while any row has an error.

const outcomes = {
  new: { label: 'New', tone: importOutcomeTones.new },
  update: { label: 'Update', tone: importOutcomeTones.update },
  unchanged: { label: 'Unchanged', tone: importOutcomeTones.unchanged },
  error: { label: 'Error', tone: importOutcomeTones.error },
};
const words = { new: 'new', update: 'to update', unchanged: 'unchanged', error: 'with errors' };

interface CatalogImportFlowProps {
  /** "exhibitors", "sponsors": for the texts. */
  what: string;
  /** The columns a file may have, said before choosing one. */
  columnsHelp: string;
  onCheck: (csv: string) => Promise<CatalogImportPreview>;
  onImport: (csv: string) => Promise<CatalogImportPreview>;
}

export function CatalogImportFlow({ what, columnsHelp, onCheck, onImport }: CatalogImportFlowProps) {
  const { state, check, commit, restart } = useCsvImport({ maxCharacters: 2_000_000, tooLarge: 'over 2 MB of text', onCheck, onImport });

  if (state.step === 'checking') return <CheckingRows source={state.source} />;
  if (state.step === 'preview') {
    const { preview } = state;
    const blocked = preview.counts.error > 0;
    return (
      <div className="flex flex-col gap-3">
        <ImportSummary source={state.source} rowCount={preview.rows.length} counts={preview.counts} words={words} />
        <ImportRowsTable source={state.source} rows={preview.rows} outcomes={outcomes} subject={{ header: 'Name', cell: (row) => row.name || <MissingValue>(no name)</MissingValue> }} />
        {blocked ? <p className="text-sm text-red-700 dark:text-red-400">Fix the rows with errors and choose the file again: nothing is imported while any row has one.</p> : null}
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonStyles.primary} disabled={blocked || state.importing} onClick={() => void commit()}>
            {state.importing ? 'Importing…' : `Import ${what}`}
          </button>
          <button type="button" className={buttonStyles.ghost} onClick={restart}>
            Choose another file
          </button>
        </div>
        <FormAlert message={state.problem} />
      </div>
    );
  }
  if (state.step === 'done') {
    const { counts } = state.result;
    return (
      <ImportDone source={state.source} againLabel="Import more" onAgain={restart}>
        {counts.new.toLocaleString('en-CA')} added, {counts.update.toLocaleString('en-CA')} updated. Attendees see the changes on their next sync.
      </ImportDone>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-gray-600 dark:text-gray-400">{columnsHelp}</p>
      <CsvDropZone label={`Choose a CSV file of ${what}`} onFile={(file) => void check(file.name, () => file.text())} />
      <FormAlert message={state.problem} />
    </div>
  );
}
