import { useRef, useState } from 'react';
import { errorText } from '#client/lib/error-text.ts';

// The steps of every CSV import (people, programme): choose → the server checks every row →
// a preview → import, all or nothing → what happened. `source` names the file or "Pasted rows".

export type CsvImportStep<Preview> =
  | { step: 'choose'; problem: string | null }
  | { step: 'checking'; source: string }
  | { step: 'preview'; source: string; csv: string; preview: Preview; importing: boolean; problem: string | null }
  | { step: 'done'; source: string; result: Preview };

interface CsvImportOptions<Preview> {
  maxCharacters: number;
  /** Said when the text is over maxCharacters ("over 5 MB of text"). */
  tooLarge: string;
  /** A dry run on the server. */
  onCheck: (csv: string) => Promise<Preview>;
  /** The real thing, all or nothing. */
  onImport: (csv: string) => Promise<Preview>;
}

export function useCsvImport<Preview>({ maxCharacters, tooLarge, onCheck, onImport }: CsvImportOptions<Preview>) {
  const [state, setState] = useState<CsvImportStep<Preview>>({ step: 'choose', problem: null });
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
    if (csv.length > maxCharacters) return setState({ step: 'choose', problem: `This is too large (${tooLarge}). Split it in two and import each part.` });
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

  const restart = () => setState({ step: 'choose', problem: null });

  return { state, check, commit, restart };
}
