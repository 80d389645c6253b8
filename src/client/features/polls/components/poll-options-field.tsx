import type { ReactNode } from 'react';
import { pollOptionLimits, pollOptionMaxLength } from '#shared/rules/poll-limits.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { fieldLabel } from '#client/components/ui/form-styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';

interface PollOptionsFieldProps {
  options: string[];
  onChange: (options: string[]) => void;
  errors?: string[];
  /** People voted: the options show but cannot change (the fieldset is disabled by the caller). */
  locked?: boolean;
  /** Shown under the legend (why the options are locked). */
  note?: ReactNode;
}

/** A poll's 2–10 option labels: one field each, remove (above the minimum) and add (below the maximum). */
export function PollOptionsField({ options, onChange, errors, locked = false, note }: PollOptionsFieldProps) {
  return (
    <>
      <legend className={fieldLabel}>Options</legend>
      {note}
      {options.map((option, index) => (
        // Options have no identity before they are saved; the position is what the label names.
        <div key={index} className="flex items-end gap-2">
          <TextField
            className="flex-1"
            label={`Option ${index + 1}`}
            name={`option-${index}`}
            value={option}
            maxLength={pollOptionMaxLength}
            onChange={(event) => onChange(options.map((value, at) => (at === index ? event.target.value : value)))}
          />
          {!locked && options.length > pollOptionLimits.min ? (
            <button type="button" className={buttonStyles.ghost} aria-label={`Remove option ${index + 1}`} onClick={() => onChange(options.filter((_, at) => at !== index))}>
              Remove
            </button>
          ) : null}
        </div>
      ))}
      {errors?.length ? <p className="text-sm text-red-600 dark:text-red-400">{errors.join(' ')}</p> : null}
      {!locked && options.length < pollOptionLimits.max ? (
        <div>
          <button type="button" className={buttonStyles.secondary} onClick={() => onChange([...options, ''])}>
            Add an option
          </button>
        </div>
      ) : null}
    </>
  );
}
