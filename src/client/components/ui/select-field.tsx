import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { fieldError, fieldHint, fieldLabel, inputBase } from './form-styles.ts';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  hint?: ReactNode;
  errors?: string[];
  children: ReactNode;
}

/** A labelled native select (the phone's own picker), with a hint and errors tied to it. */
export function SelectField({ label, hint, errors = [], className, children, ...props }: SelectFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, errors.length ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <select id={id} aria-invalid={errors.length > 0 || undefined} aria-describedby={describedBy || undefined} className={`${inputBase} mt-1`} {...props}>
        {children}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className={fieldHint}>
          {hint}
        </p>
      ) : null}
      {errors.length ? (
        <p id={`${id}-error`} className={fieldError}>
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
