import { useId } from 'react';
import { TextField } from '#client/components/ui/text-field.tsx';
import { TextAreaField } from '#client/components/ui/text-area-field.tsx';
import { LogoField } from '#client/components/upload/logo-field.tsx';
import { fieldError, fieldHint, fieldLabel, inputBase } from '#client/components/ui/form-styles.ts';
import { handleMaxLength } from '#shared/contracts/handle.ts';
import { tidyHandleInput } from '../handle-suggestion.ts';
import { organizationLimits, type OrganizationDraft, type OrganizationFieldErrors } from '../organization-draft.ts';

interface OrganizationFieldsProps {
  draft: OrganizationDraft;
  errors: OrganizationFieldErrors;
  onChange: (patch: Partial<OrganizationDraft>) => void;
  /** The handle box was typed into (stop suggesting one from the name). */
  onHandleTyped?: () => void;
  onUploadingChange?: (busy: boolean) => void;
}

/** Name, web address (handle), logo and description: creating and editing an organization alike. */
export function OrganizationFields({ draft, errors, onChange, onHandleTyped, onUploadingChange }: OrganizationFieldsProps) {
  const id = useId();
  const origin = typeof window === 'undefined' ? '' : window.location.host;
  const handleErrors = errors.handle ?? [];
  return (
    <div className="space-y-5">
      <TextField
        label="Name"
        name="name"
        value={draft.name}
        maxLength={organizationLimits.name}
        onChange={(event) => onChange({ name: event.target.value })}
        placeholder="Northern Tech Community"
        autoComplete="organization"
        required
        errors={errors.name}
      />
      <div>
        <label htmlFor={`${id}-handle`} className={fieldLabel}>
          Web address
        </label>
        <div className="mt-1 flex items-stretch overflow-hidden rounded-lg border border-gray-300 bg-gray-50 shadow-sm focus-within:border-primary-500 focus-within:outline-2 focus-within:outline-primary-500/40 dark:border-gray-700 dark:bg-gray-800">
          <span aria-hidden="true" className="hidden items-center px-3 text-sm text-gray-500 sm:flex dark:text-gray-400">
            {origin}/org/
          </span>
          <input
            id={`${id}-handle`}
            name="handle"
            value={draft.handle}
            maxLength={handleMaxLength}
            onChange={(event) => {
              onHandleTyped?.();
              onChange({ handle: tidyHandleInput(event.target.value) });
            }}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required
            aria-invalid={handleErrors.length > 0 || undefined}
            aria-describedby={`${id}-handle-hint${handleErrors.length ? ` ${id}-handle-error` : ''}`}
            className={`${inputBase} rounded-none border-0 shadow-none focus:outline-none sm:border-l sm:border-gray-300 dark:sm:border-gray-700`}
          />
        </div>
        <p id={`${id}-handle-hint`} className={fieldHint}>
          Your page: {origin}/org/<span className="font-semibold text-gray-700 dark:text-gray-200">{draft.handle || 'your-handle'}</span>. Lower-case letters,
          digits and dashes.
        </p>
        {handleErrors.length ? (
          <p id={`${id}-handle-error`} className={fieldError}>
            {handleErrors.join(' ')}
          </p>
        ) : null}
      </div>
      <LogoField
        src={draft.logoSrc}
        errors={errors.logoSrc}
        hint="A square image works best. JPEG, PNG, WebP or GIF up to 8 MB."
        onChange={(logoSrc) => onChange({ logoSrc })}
        onBusyChange={onUploadingChange}
      />
      <TextAreaField
        label="Description"
        name="description"
        value={draft.description}
        maxLength={organizationLimits.description}
        hint="Who you are and what kind of events you run. Shown on your public page."
        onChange={(event) => onChange({ description: event.target.value })}
        errors={errors.description}
      />
    </div>
  );
}
