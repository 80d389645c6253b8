import { suggestedInterests, suggestedIntents } from '#shared/contracts/profile-suggestions.ts';
import type { ProfileDraft } from '../profile-draft.ts';
import type { ProfileFieldErrors } from '../profile-validation.ts';
import type { SetupStep } from '../setup-steps.ts';
import { AboutFields } from './about-fields.tsx';
import { LinksEditor } from './links-editor.tsx';
import { PhotoPicker } from './photo-picker.tsx';
import { TagInput } from './tag-input.tsx';
import { VisibilityChoice } from './visibility-choice.tsx';

export interface StepContentProps {
  step: SetupStep['id'];
  draft: ProfileDraft;
  onChange: (patch: Partial<ProfileDraft>) => void;
  errors: ProfileFieldErrors;
  name: { firstName: string; lastName: string };
  onBusyChange: (busy: boolean) => void;
}

/** The fields of one onboarding step (the same pieces /me puts on one page). */
export function SetupStepContent({ step, draft, onChange, errors, name, onBusyChange }: StepContentProps) {
  switch (step) {
    case 'photo':
      return (
        <PhotoPicker
          {...name}
          src={draft.pictureSrc}
          onUploaded={(upload) => onChange({ pictureSrc: upload.src, thumbnailSrc: upload.thumbnailSrc })}
          onRemove={() => onChange({ pictureSrc: null, thumbnailSrc: null })}
          onBusyChange={onBusyChange}
        />
      );
    case 'about':
      return <AboutFields draft={draft} onChange={onChange} errors={errors} />;
    case 'links':
      return <LinksEditor links={draft.links} onChange={(links) => onChange({ links })} errors={errors} />;
    case 'interests':
      return <TagInput label="Interests" tags={draft.interests} onChange={(interests) => onChange({ interests })} suggestions={suggestedInterests} errors={errors.interests} />;
    case 'intents':
      return (
        <div className="space-y-8">
          <TagInput
            label="I'm looking for"
            tags={draft.lookingFor}
            onChange={(lookingFor) => onChange({ lookingFor })}
            suggestions={suggestedIntents}
            errors={errors.lookingFor}
          />
          <TagInput label="I can offer" tags={draft.offers} onChange={(offers) => onChange({ offers })} suggestions={suggestedIntents} errors={errors.offers} />
        </div>
      );
    case 'visibility':
      return <VisibilityChoice value={draft.visibility} onChange={(visibility) => onChange({ visibility })} />;
  }
}
