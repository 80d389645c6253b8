import type { ImportPreview } from '#shared/contracts/people.ts';
import { downloadTextFile } from '#client/lib/download-file.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { CheckingRows } from '#client/components/csv/checking-rows.tsx';
import { useCsvImport } from '#client/components/csv/use-csv-import.ts';
import { FormAlert } from '#client/components/feedback/form-alert.tsx';
import { ImportDone } from '#client/components/csv/import-done.tsx';
import { FileIcon } from '#client/components/ui/admin-icons.tsx';
import { csvColumnsHelp, csvTemplate, csvTemplateFilename } from '../csv-template.ts';
import { maxCsvCharacters } from '../import-readiness.ts';
import { CsvDropZone } from '#client/components/csv/csv-drop-zone.tsx';
import { ImportPreviewView } from './import-preview-view.tsx';

interface CsvImportFlowProps {
  /** Sends the file for a dry run (people.importPreview). */
  onCheck: (csv: string) => Promise<ImportPreview>;
  /** Imports it for real, all or nothing (people.importCommit). */
  onImport: (csv: string) => Promise<ImportPreview>;
}

/**
 * Choose or drop a CSV → the server checks every row → a preview with per-row results →
 * import (only when no row has a problem) → what happened. The file goes up as text; the
 * server parses it (the same parser for the preview and the import).
 */
export function CsvImportFlow({ onCheck, onImport }: CsvImportFlowProps) {
  const { state, check: checkText, commit, restart } = useCsvImport({ maxCharacters: maxCsvCharacters, tooLarge: 'over 5 MB of text', onCheck, onImport });
  const check = (file: File) => checkText(file.name, () => file.text());

  if (state.step === 'checking') return <CheckingRows source={state.source} />;
  if (state.step === 'preview') {
    return (
      <div className="space-y-3">
        <ImportPreviewView
          fileName={state.source}
          preview={state.preview}
          importing={state.importing}
          onImport={() => void commit()}
          onChooseFile={(file) => void check(file)}
          onCancel={restart}
        />
        <FormAlert message={state.problem} />
      </div>
    );
  }
  if (state.step === 'done') {
    const { counts } = state.result;
    return (
      <ImportDone source={state.source} againLabel="Import another file" onAgain={restart}>
        {counts.new.toLocaleString('en-CA')} invited (their emails are on the way), {counts.update.toLocaleString('en-CA')} updated,{' '}
        {counts.unchanged.toLocaleString('en-CA')} unchanged.
      </ImportDone>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-gray-600 dark:text-gray-400">{csvColumnsHelp}</p>
      <button type="button" className={buttonStyles.ghost} onClick={() => downloadTextFile(csvTemplateFilename, csvTemplate)}>
        <FileIcon className="size-5" /> Download the template
      </button>
      <CsvDropZone onFile={(file) => void check(file)} />
      <FormAlert message={state.problem} />
    </div>
  );
}
