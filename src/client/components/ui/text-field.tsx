import { useId, type InputHTMLAttributes } from 'react';
import { fieldError, fieldHint, fieldLabel, inputBase } from './form-styles.ts';

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
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={describedBy || undefined}
        className={`${inputBase} mt-1`}
        {...props}
      />
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
