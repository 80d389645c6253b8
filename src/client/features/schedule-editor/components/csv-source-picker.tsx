import { useId, useState } from 'react';
import { CsvDropZone } from '#client/components/csv/csv-drop-zone.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { fieldHint, fieldLabel, inputBase } from '#client/components/ui/form-styles.ts';

interface CsvSourcePickerProps {
  onFile: (file: File) => void;
  onPaste: (text: string) => void;
}

/** A file (chosen or dropped), or rows pasted from a spreadsheet: both go to the same check. */
export function CsvSourcePicker({ onFile, onPaste }: CsvSourcePickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  return (
    <div className="space-y-4">
      <CsvDropZone onFile={onFile} />
      <form
        aria-label="Paste CSV"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) onPaste(text);
        }}
        className="space-y-2"
      >
        <label htmlFor={id} className={fieldLabel}>
          Or paste the rows
        </label>
        <textarea
          id={id}
          value={text}
          rows={5}
          spellCheck={false}
          aria-describedby={`${id}-hint`}
          placeholder="title,description,room,track,date,start,end,speakers"
          onChange={(event) => setText(event.target.value)}
          className={`${inputBase} font-mono text-sm`}
        />
        <p id={`${id}-hint`} className={fieldHint}>
          With the row of column names first. Copied spreadsheet cells (separated by tabs) work too.
        </p>
        <button type="submit" className={buttonStyles.secondary} disabled={!text.trim()}>
          Check the pasted rows
        </button>
      </form>
    </div>
  );
}
