import { useId, type ReactNode } from 'react';

interface SwitchProps {
  label: string;
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Extra text after the label, e.g. "Saving…" (announced with the description). */
  status?: ReactNode;
}

/**
 * An on/off switch: a button with role="switch" and aria-checked, named by its label and
 * described by its description. Space and Enter toggle it (it is a button); so does a click
 * on the label.
 */
export function Switch({ label, description, checked, onChange, disabled = false, status }: SwitchProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <label htmlFor={id} id={`${id}-label`} className="block cursor-pointer text-sm font-semibold text-gray-900 dark:text-gray-100">
          {label}
        </label>
        {description || status ? (
          <p id={`${id}-description`} className="mt-0.5 text-sm text-gray-600 dark:text-gray-400">
            {description}
            {status ? <span className="ml-1 font-medium text-primary-700 dark:text-primary-300">{status}</span> : null}
          </p>
        ) : null}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description || status ? `${id}-description` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={`relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 disabled:cursor-not-allowed disabled:opacity-60 ${
          checked ? 'bg-primary-600 dark:bg-primary-500' : 'bg-gray-300 dark:bg-gray-700'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-6' : 'translate-x-1'}`}
        />
      </button>
    </div>
  );
}
