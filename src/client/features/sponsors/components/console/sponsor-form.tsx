import type { Sponsor, SponsorDraft, SponsorTier } from '#shared/contracts/sponsors.ts';
import { sponsorLimits } from '#shared/rules/sponsor-limits.ts';
import { FormAlert } from '#client/components/feedback/form-alert.tsx';
import { ConsoleFormActions } from '#client/components/console-list/console-form-actions.tsx';
import { useConsoleForm } from '#client/components/console-list/use-console-form.ts';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { TextAreaField } from '#client/components/ui/text-area-field.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { LogoField } from '#client/components/upload/logo-field.tsx';

export const emptySponsorDraft: SponsorDraft = { name: '', tierId: null, description: '', logoSrc: null, url: null };
export const sponsorDraftOf = (sponsor: Sponsor): SponsorDraft => ({ name: sponsor.name, tierId: sponsor.tierId, description: sponsor.description, logoSrc: sponsor.logo?.src ?? null, url: sponsor.url });

// An empty website field is no website.
const withTrimmedUrl = (values: SponsorDraft): SponsorDraft => ({ ...values, url: values.url?.trim() ? values.url.trim() : null });

interface SponsorFormProps {
  initial: SponsorDraft;
  tiers: readonly SponsorTier[];
  submitLabel: string;
  onSubmit: (draft: SponsorDraft) => Promise<unknown>;
  onCancel?: () => void;
}

/** A sponsor's name, tier, logo, description and link; the server's messages show per field. */
export function SponsorForm({ initial, tiers, submitLabel, onSubmit, onCancel }: SponsorFormProps) {
  const { values, set, fieldErrors, message, busy, uploading, setUploading, submit } = useConsoleForm({ initial, inputKey: 'sponsor', toDraft: withTrimmedUrl, onSubmit });

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" aria-label={submitLabel} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" name="name" required maxLength={sponsorLimits.name} value={values.name} onChange={(e) => set('name', e.target.value)} errors={fieldErrors('name')} />
        <SelectField label="Tier" value={values.tierId ?? ''} onChange={(e) => set('tierId', e.target.value === '' ? null : e.target.value)} errors={fieldErrors('tierId')}>
          <option value="">No tier</option>
          {[...tiers].sort((a, b) => a.position - b.position).map((tier) => (
            <option key={tier.id} value={tier.id}>
              {tier.name}
            </option>
          ))}
        </SelectField>
      </div>
      <LogoField src={values.logoSrc} errors={fieldErrors('logoSrc')} onChange={(src) => set('logoSrc', src)} onBusyChange={setUploading} />
      <TextAreaField label="Description" name="description" maxLength={sponsorLimits.description} value={values.description} onChange={(e) => set('description', e.target.value)} errors={fieldErrors('description')} />
      <TextField label="Website" name="url" type="url" inputMode="url" value={values.url ?? ''} onChange={(e) => set('url', e.target.value)} errors={fieldErrors('url')} hint="Starting with https://" />
      <FormAlert message={message} />
      <ConsoleFormActions submitLabel={submitLabel} busy={busy} uploading={uploading} onCancel={onCancel} />
    </form>
  );
}
