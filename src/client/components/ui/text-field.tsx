import { useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  errors?: string[];
  hint?: string;
}

/** A labelled input whose errors are announced and tied to it with aria-describedby. */
export function TextField({ label, name, errors = [], hint, className, ...props }: TextFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, errors.length ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800 dark:text-gray-200">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={describedBy || undefined}
        className="mt-1 block min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 shadow-sm placeholder:text-gray-400 focus:border-primary-500 focus:outline-2 focus:outline-primary-500/40 aria-invalid:border-red-500 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
        {...props}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-500 dark:text-gray-400">
          {hint}
        </p>
      ) : null}
      {errors.length ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600 dark:text-red-400">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
