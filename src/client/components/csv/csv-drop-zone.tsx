import { useId, useState, type DragEvent } from 'react';
import { UploadIcon } from '#client/components/ui/admin-icons.tsx';

interface CsvDropZoneProps {
  onFile: (file: File) => void;
  disabled?: boolean;
  /** Shorter, for "choose the fixed file" after a preview. */
  compact?: boolean;
  label?: string;
}

const accept = '.csv,text/csv,text/plain,application/vnd.ms-excel';

/** Drop a file on it, or use it as a button (it is the label of a file input, so the keyboard works). */
export function CsvDropZone({ onFile, disabled = false, compact = false, label = 'Choose a CSV file' }: CsvDropZoneProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <label
        htmlFor={id}
        className={`flex cursor-pointer items-center justify-center gap-3 rounded-2xl border-2 border-dashed text-center transition-colors focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-primary-500 ${
          compact ? 'min-h-11 px-4 py-2 text-sm font-semibold' : 'flex-col px-6 py-8'
        } ${dragging ? 'border-primary-500 bg-primary-50 dark:bg-primary-500/10' : 'border-gray-300 hover:border-primary-400 hover:bg-gray-50 dark:border-gray-700 dark:hover:bg-gray-800/60'} ${
          disabled ? 'pointer-events-none opacity-60' : ''
        }`}
      >
        <UploadIcon className={compact ? 'size-5 text-primary-700 dark:text-primary-300' : 'size-8 text-primary-700 dark:text-primary-300'} />
        <span>
          <span className="font-semibold text-primary-700 dark:text-primary-300">{label}</span>
          {compact ? null : <span className="block text-sm text-gray-600 dark:text-gray-400">or drop it here</span>}
        </span>
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        className="sr-only"
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </div>
  );
}
