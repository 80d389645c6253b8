import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import type { Profile } from '#shared/contracts/profile.ts';
import { suggestedInterests, suggestedIntents } from '#shared/contracts/profile-suggestions.ts';
import { PageHeader } from '#client/components/layouts/page-header.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { FormSection } from '#client/components/ui/form-section.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { showAlert } from '#client/stores/alerts-store.ts';
import { useProfileMutations } from '../hooks/use-save-profile.ts';
import { isDirty } from '../profile-draft-compare.ts';
import { draftFromProfile, toProfileInput, type ProfileDraft } from '../profile-draft.ts';
import { myProfileQuery } from '#client/lib/queries/profile-queries.ts';
import { hasErrors, validateDraft, type ProfileFieldErrors } from '../profile-validation.ts';
import { saveProblemFrom } from '../save-errors.ts';
import { AboutFields } from './about-fields.tsx';
import { SaveBar } from '#client/components/ui/save-bar.tsx';
import { LinksEditor } from './links-editor.tsx';
import { PhotoPicker } from './photo-picker.tsx';
import { ProfileLoadState } from './profile-load-state.tsx';
import { TagInput } from './tag-input.tsx';
import { VisibilityChoice } from './visibility-choice.tsx';

/** /me: every profile field on one page, saved together. */
export function MePage() {
  usePageTitle('My Profile');
  const trpc = useTrpc();
  const query = useQuery(myProfileQuery(trpc));
  if (!query.data) return <ProfileLoadState query={query} what="Your profile" />;
  return <MeForm profile={query.data} />;
}

function MeForm({ profile }: { profile: Profile }) {
  const { save } = useProfileMutations();
  const [saved, setSaved] = useState<ProfileDraft>(() => draftFromProfile(profile));
  const [draft, setDraft] = useState<ProfileDraft>(saved);
  const [errors, setErrors] = useState<ProfileFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [shown, setShown] = useState(profile);
  const change = (patch: Partial<ProfileDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const dirty = isDirty(draft, saved);
  // A newer profile from the server (the background refresh of a saved copy) replaces an untouched form.
  if (profile !== shown && !dirty) {
    const next = draftFromProfile(profile);
    setShown(profile);
    setSaved(next);
    setDraft(next);
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validateDraft(draft);
    setErrors(problems);
    setFormError(hasErrors(problems) ? 'Some fields need another look.' : null);
    if (hasErrors(problems) || save.isPending || uploading) return;
    try {
      const next = draftFromProfile(await save.mutateAsync(toProfileInput(draft)));
      setSaved(next);
      setDraft(next);
      showAlert({ kind: 'success', title: 'Profile saved' });
    } catch (error) {
      const problem = saveProblemFrom(error);
      setErrors(problem.fields);
      setFormError(problem.form);
    }
  };

  const publicHandle = saved.handle;
  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader
        title="My Profile"
        description="What people at your events see when they open your profile."
        actions={
          publicHandle ? (
            <Link to="/profile/$handle" params={{ handle: publicHandle }} className={buttonStyles.secondary}>
              View my profile
            </Link>
          ) : null
        }
      />
      {profile.setupCompletedAt === null ? (
        <p className="mt-4 rounded-xl bg-primary-50 px-4 py-3 text-sm text-primary-900 dark:bg-primary-500/10 dark:text-primary-100">
          New here?{' '}
          <Link to="/setup" search={{ redirectTo: '/me' }} className="font-semibold underline">
            Set up your profile step by step
          </Link>
          .
        </p>
      ) : null}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 space-y-6" aria-label="Edit my profile">
        <FormSection id="me-photo" title="Photo">
          <PhotoPicker
            firstName={profile.firstName}
            lastName={profile.lastName}
            src={draft.pictureSrc}
            onUploaded={(upload) => change({ pictureSrc: upload.src, thumbnailSrc: upload.thumbnailSrc })}
            onRemove={() => change({ pictureSrc: null, thumbnailSrc: null })}
            onBusyChange={setUploading}
          />
        </FormSection>
        <FormSection id="me-about" title="About you">
          <AboutFields draft={draft} onChange={change} errors={errors} withHandle />
        </FormSection>
        <FormSection id="me-links" title="Links" description="Where people can follow up after the event.">
          <LinksEditor links={draft.links} onChange={(links) => change({ links })} errors={errors} />
        </FormSection>
        <FormSection id="me-interests" title="Interests" description="Topics you care about; we use them to suggest people to meet.">
          <TagInput label="Interests" tags={draft.interests} onChange={(interests) => change({ interests })} suggestions={suggestedInterests} errors={errors.interests} />
        </FormSection>
        <FormSection id="me-intents" title="What brings you to events">
          <div className="space-y-8">
            <TagInput label="I'm looking for" tags={draft.lookingFor} onChange={(lookingFor) => change({ lookingFor })} suggestions={suggestedIntents} errors={errors.lookingFor} />
            <TagInput label="I can offer" tags={draft.offers} onChange={(offers) => change({ offers })} suggestions={suggestedIntents} errors={errors.offers} />
          </div>
        </FormSection>
        <FormSection id="me-visibility" title="Who can see my profile">
          <VisibilityChoice value={draft.visibility} onChange={(visibility) => change({ visibility })} />
        </FormSection>
        <SaveBar
          status={save.isPending ? 'Saving…' : dirty ? 'You have unsaved changes.' : 'All changes saved.'}
          formError={formError}
          canSave={!save.isPending && !uploading && dirty}
          busy={save.isPending}
        />
      </form>
    </div>
  );
}
