import { TextField } from '#client/components/ui/text-field.tsx';
import type { ProfileDraft } from '../profile-draft.ts';
import type { ProfileFieldErrors } from '../profile-validation.ts';
import { TextAreaField } from '#client/components/ui/text-area-field.tsx';

interface AboutFieldsProps {
  draft: ProfileDraft;
  onChange: (patch: Partial<ProfileDraft>) => void;
  errors: ProfileFieldErrors;
  /** /me also edits the handle; onboarding keeps the one made from the name. */
  withHandle?: boolean;
}

/** Headline, company and bio (and the handle on /me). */
export function AboutFields({ draft, onChange, errors, withHandle = false }: AboutFieldsProps) {
  return (
    <div className="space-y-4">
      {withHandle ? (
        <TextField
          label="Profile address"
          name="handle"
          value={draft.handle}
          onChange={(event) => onChange({ handle: event.target.value })}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          hint={`Your page is /profile/${draft.handle.trim().toLowerCase() || '…'} (letters, digits and dashes).`}
          errors={errors.handle}
        />
      ) : null}
      <TextField
        label="Headline or job title"
        name="headline"
        value={draft.headline}
        maxLength={120}
        onChange={(event) => onChange({ headline: event.target.value })}
        placeholder="Product designer"
        autoComplete="organization-title"
        errors={errors.headline}
      />
      <TextField
        label="Company or organization"
        name="company"
        value={draft.company}
        maxLength={120}
        onChange={(event) => onChange({ company: event.target.value })}
        placeholder="Acme Inc."
        autoComplete="organization"
        errors={errors.company}
      />
      <TextAreaField
        label="Short bio"
        name="bio"
        value={draft.bio}
        maxLength={1000}
        onChange={(event) => onChange({ bio: event.target.value })}
        placeholder="What you work on, and what you would love to talk about."
        errors={errors.bio}
      />
    </div>
  );
}
