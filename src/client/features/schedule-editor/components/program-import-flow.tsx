import type { ImportProgramPreview } from '#shared/contracts/schedule-admin.ts';
import { downloadTextFile } from '#client/lib/download-file.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { CheckingRows } from '#client/components/csv/checking-rows.tsx';
import { useCsvImport } from '#client/components/csv/use-csv-import.ts';
import { FormAlert } from '#client/components/feedback/form-alert.tsx';
import { ImportDone } from '#client/components/csv/import-done.tsx';
import { FileIcon } from '#client/components/ui/admin-icons.tsx';
import { maxProgramCsvCharacters, programColumnsHelp, programTemplate, programTemplateFilename } from '../program-csv.ts';
import { CsvSourcePicker } from './csv-source-picker.tsx';
import { ProgramImportPreview } from './program-import-preview.tsx';

interface ProgramImportFlowProps {
  /** The event's first day, for the template's example rows. */
  firstDay: string;
  titles: ReadonlyMap<string, string>;
  /** A dry run (scheduleAdmin.importPreview). */
  onCheck: (csv: string) => Promise<ImportProgramPreview>;
  /** The real thing, all or nothing (scheduleAdmin.importCommit). */
  onImport: (csv: string) => Promise<ImportProgramPreview>;
}

const pastedSource = 'Pasted rows';

/** Choose or paste → the server checks every row → preview → import (only with no errors) → done. */
export function ProgramImportFlow({ firstDay, titles, onCheck, onImport }: ProgramImportFlowProps) {
  const { state, check, commit, restart } = useCsvImport({ maxCharacters: maxProgramCsvCharacters, tooLarge: 'over 2 MB of text', onCheck, onImport });

  if (state.step === 'checking') return <CheckingRows source={state.source} />;
  if (state.step === 'preview') {
    return (
      <div className="space-y-3">
        <ProgramImportPreview
          source={state.source}
          preview={state.preview}
          titles={titles}
          importing={state.importing}
          onImport={() => void commit()}
          onBack={restart}
        />
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
    <div className="space-y-3">
      <p className="text-sm text-gray-600 dark:text-gray-400">{programColumnsHelp}</p>
      <button type="button" className={buttonStyles.ghost} onClick={() => downloadTextFile(programTemplateFilename, programTemplate(firstDay))}>
        <FileIcon className="size-5" /> Download the template
      </button>
      <CsvSourcePicker onFile={(file) => void check(file.name, () => file.text())} onPaste={(text) => void check(pastedSource, async () => text)} />
      <FormAlert message={state.problem} />
    </div>
  );
}
