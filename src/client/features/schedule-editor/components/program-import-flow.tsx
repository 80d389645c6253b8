import { useRef, useState } from 'react';
import type { ImportProgramPreview } from '#shared/contracts/schedule-admin.ts';
import { errorText } from '#client/lib/error-text.ts';
import { downloadTextFile } from '#client/lib/download-file.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { CheckingRows } from '#client/components/csv/checking-rows.tsx';
import { FormAlert } from '#client/components/feedback/form-alert.tsx';
import { CheckIcon, FileIcon } from '#client/components/ui/admin-icons.tsx';
import { maxProgramCsvCharacters, programColumnsHelp, programTemplate, programTemplateFilename } from '../program-csv.ts';
import { CsvSourcePicker } from './csv-source-picker.tsx';
import { ProgramImportPreview } from './program-import-preview.tsx';

type Step =
  | { step: 'choose'; problem: string | null }
  | { step: 'checking'; source: string }
  | { step: 'preview'; source: string; csv: string; preview: ImportProgramPreview; importing: boolean; problem: string | null }
  | { step: 'done'; source: string; result: ImportProgramPreview };

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
  const [state, setState] = useState<Step>({ step: 'choose', problem: null });
  // A newer file wins over the answer for an older one still on its way.
  const latest = useRef(0);

  const check = async (source: string, read: () => Promise<string>) => {
    const ticket = ++latest.current;
    setState({ step: 'checking', source });
    let csv: string;
    try {
      csv = await read();
    } catch {
      setState({ step: 'choose', problem: 'This file could not be read. Save it as CSV and try again.' });
      return;
    }
    if (csv.length > maxProgramCsvCharacters) return setState({ step: 'choose', problem: 'This is too large (over 2 MB of text). Split it in two and import each part.' });
    if (csv.trim() === '') return setState({ step: 'choose', problem: `${source} is empty.` });
    try {
      const preview = await onCheck(csv);
      if (ticket === latest.current) setState({ step: 'preview', source, csv, preview, importing: false, problem: null });
    } catch (error) {
      if (ticket === latest.current) setState({ step: 'choose', problem: `${source}: ${errorText(error)}` });
    }
  };

  const commit = async () => {
    if (state.step !== 'preview') return;
    setState({ ...state, importing: true, problem: null });
    try {
      setState({ step: 'done', source: state.source, result: await onImport(state.csv) });
    } catch (error) {
      setState({ ...state, importing: false, problem: errorText(error) });
    }
  };

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
          onBack={() => setState({ step: 'choose', problem: null })}
        />
        <FormAlert message={state.problem} />
      </div>
    );
  }
  if (state.step === 'done') {
    const { counts } = state.result;
    return (
      <div role="status" className="rounded-2xl bg-emerald-50 p-5 text-emerald-900 dark:bg-emerald-500/10 dark:text-emerald-100">
        <p className="flex items-center gap-2 font-semibold">
          <CheckIcon className="size-5" /> {state.source} imported
        </p>
        <p className="mt-1 text-sm">
          {counts.new.toLocaleString('en-CA')} added, {counts.update.toLocaleString('en-CA')} updated. Attendees see the changes on their next sync.
        </p>
        <button type="button" className={`${buttonStyles.secondary} mt-4`} onClick={() => setState({ step: 'choose', problem: null })}>
          Import more
        </button>
      </div>
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
