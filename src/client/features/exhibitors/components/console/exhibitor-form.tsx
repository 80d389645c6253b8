import { useState, type FormEvent } from 'react';
import type { ExhibitorDraft } from '#shared/contracts/exhibitors.ts';
import { exhibitorLimits } from '#shared/rules/exhibitor-limits.ts';
import { FormAlert } from '#client/components/feedback/form-alert.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { TextAreaField } from '#client/components/ui/text-area-field.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { LogoField } from '#client/components/upload/logo-field.tsx';
import { readClientError } from '#client/lib/client-error.ts';
import { toExhibitorDraft, type ExhibitorFormValues } from '../../exhibitor-form-values.ts';

interface ExhibitorFormProps {
  initial: ExhibitorFormValues;
  submitLabel: string;
  onSubmit: (draft: ExhibitorDraft) => Promise<unknown>;
  onCancel?: () => void;
}

/** A stand's name, booth, logo, description, categories and links; the server's messages show per field. */
export function ExhibitorForm({ initial, submitLabel, onSubmit, onCancel }: ExhibitorFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const set = <K extends keyof ExhibitorFormValues>(key: K, value: ExhibitorFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const fieldErrors = (name: string) => Object.entries(errors).flatMap(([path, list]) => (path === `exhibitor.${name}` || path.startsWith(`exhibitor.${name}.`) ? list : []));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      await onSubmit(toExhibitorDraft(values));
      setErrors({});
    } catch (error) {
      const info = readClientError(error);
      setErrors(info.fieldPaths);
      setMessage(info.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" aria-label={submitLabel} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" name="name" required maxLength={exhibitorLimits.name} value={values.name} onChange={(e) => set('name', e.target.value)} errors={fieldErrors('name')} />
        <TextField label="Booth" name="booth" maxLength={exhibitorLimits.booth} value={values.booth} onChange={(e) => set('booth', e.target.value)} errors={fieldErrors('booth')} hint="For example B12 or Hall 2" />
      </div>
      <LogoField src={values.logoSrc} errors={fieldErrors('logoSrc')} onChange={(src) => set('logoSrc', src)} onBusyChange={setUploading} />
      <TextAreaField label="Description" name="description" maxLength={exhibitorLimits.description} value={values.description} onChange={(e) => set('description', e.target.value)} errors={fieldErrors('description')} />
      <TextField
        label="Categories"
        name="categories"
        value={values.categories}
        onChange={(e) => set('categories', e.target.value)}
        errors={fieldErrors('categories')}
        hint={`Separated by commas, up to ${exhibitorLimits.categories}: attendees filter by them`}
      />
      <TextAreaField
        label="Links"
        name="links"
        maxLength={exhibitorLimits.links * 2200}
        value={values.links}
        onChange={(e) => set('links', e.target.value)}
        errors={fieldErrors('links')}
        hint={`One a line, a label then the address: Jobs https://example.com/jobs (up to ${exhibitorLimits.links})`}
      />
      <FormAlert message={message} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonStyles.primary} disabled={busy || uploading}>
          {busy ? 'Saving…' : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className={buttonStyles.ghost} onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
