import { useId, type TextareaHTMLAttributes } from 'react';
import { fieldError, fieldHint, fieldLabel, inputBase } from './form-styles.ts';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  name: string;
  value: string;
  maxLength: number;
  errors?: string[];
  hint?: string;
}

/** A labelled textarea with a live character count (announced only through its description). */
export function TextAreaField({ label, name, value, maxLength, errors = [], hint, ...props }: TextAreaFieldProps) {
  const id = useId();
  const describedBy = [`${id}-count`, hint ? `${id}-hint` : null, errors.length ? `${id}-error` : null].filter(Boolean).join(' ');
  const left = maxLength - value.length;
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        value={value}
        rows={4}
        aria-invalid={errors.length > 0 || left < 0 || undefined}
        aria-describedby={describedBy}
        className={`${inputBase} mt-1 resize-y`}
        {...props}
      />
      <div className="flex justify-between gap-3">
        {hint ? (
          <p id={`${id}-hint`} className={fieldHint}>
            {hint}
          </p>
        ) : (
          <span />
        )}
        <p id={`${id}-count`} className={`${fieldHint} shrink-0 tabular-nums ${left < 0 ? 'text-red-600 dark:text-red-400' : ''}`}>
          {left >= 0 ? `${left} characters left` : `${-left} characters too many`}
        </p>
      </div>
      {errors.length ? (
        <p id={`${id}-error`} className={fieldError}>
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
