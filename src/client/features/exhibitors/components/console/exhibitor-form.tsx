import type { ExhibitorDraft } from '#shared/contracts/exhibitors.ts';
import { exhibitorLimits } from '#shared/rules/exhibitor-limits.ts';
import { FormAlert } from '#client/components/feedback/form-alert.tsx';
import { ConsoleFormActions } from '#client/components/console-list/console-form-actions.tsx';
import { useConsoleForm } from '#client/components/console-list/use-console-form.ts';
import { TextAreaField } from '#client/components/ui/text-area-field.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { LogoField } from '#client/components/upload/logo-field.tsx';
import { toExhibitorDraft, type ExhibitorFormValues } from '../../exhibitor-form-values.ts';

interface ExhibitorFormProps {
  initial: ExhibitorFormValues;
  submitLabel: string;
  onSubmit: (draft: ExhibitorDraft) => Promise<unknown>;
  onCancel?: () => void;
}

/** A stand's name, booth, logo, description, categories and links; the server's messages show per field. */
export function ExhibitorForm({ initial, submitLabel, onSubmit, onCancel }: ExhibitorFormProps) {
  const { values, set, fieldErrors, message, busy, uploading, setUploading, submit } = useConsoleForm({ initial, inputKey: 'exhibitor', toDraft: toExhibitorDraft, onSubmit });

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
      <ConsoleFormActions submitLabel={submitLabel} busy={busy} uploading={uploading} onCancel={onCancel} />
    </form>
  );
}
