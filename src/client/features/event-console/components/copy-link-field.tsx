import { useId } from 'react';
import { copyText } from '#client/lib/copy-text.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { CopyIcon } from '#client/components/ui/admin-icons.tsx';

/** A link to hand out: read-only (a tap selects it all) with a Copy button. */
export function CopyLinkField({ label, value, hint }: { label: string; value: string; hint?: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-gray-800 dark:text-gray-200">
        {label}
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.target.select()}
          className="block min-h-11 w-full min-w-0 rounded-lg border border-gray-300 bg-gray-50 px-3 py-2 font-mono text-sm text-gray-900 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-100"
        />
        <button type="button" className={buttonStyles.secondary} onClick={() => void copyText(value, label)}>
          <CopyIcon className="size-4" /> Copy link
        </button>
      </div>
      {hint ? <p className="mt-1 text-xs text-gray-500 dark:text-gray-400">{hint}</p> : null}
    </div>
  );
}
