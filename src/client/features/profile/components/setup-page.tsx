import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import type { Profile } from '#shared/contracts/profile.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { showAlert } from '#client/stores/alerts-store.ts';
import { useProfileMutations } from '../hooks/use-save-profile.ts';
import { isDirty, revertFields } from '../profile-draft-compare.ts';
import { draftFromProfile, toProfileInput, type ProfileDraft } from '../profile-draft.ts';
import { myProfileQuery } from '#client/lib/queries/profile-queries.ts';
import { hasErrors, validateDraft, type ProfileFieldErrors } from '../profile-validation.ts';
import { saveProblemFrom } from '../save-errors.ts';
import { setupDestination } from '../setup-destination.ts';
import { setupSteps } from '../setup-steps.ts';
import { FormAlert } from '#client/components/feedback/form-alert.tsx';
import { ProfileLoadState } from './profile-load-state.tsx';
import { SetupProgress } from './setup-progress.tsx';
import { SetupStepContent } from './setup-step-content.tsx';
import { card } from '#client/components/ui/form-styles.ts';

/** /setup: onboarding after registration, one small step at a time; every step can be skipped. */
export function SetupPage({ redirectTo }: { redirectTo?: string }) {
  usePageTitle('Set up your profile');
  const trpc = useTrpc();
  const query = useQuery(myProfileQuery(trpc));
  if (!query.data) return <ProfileLoadState query={query} what="Your profile" />;
  return <SetupWizard profile={query.data} destination={setupDestination(redirectTo)} />;
}

function SetupWizard({ profile, destination }: { profile: Profile; destination: string }) {
  const navigate = useNavigate();
  const { save, completeSetup } = useProfileMutations();
  const [saved, setSaved] = useState<ProfileDraft>(() => draftFromProfile(profile));
  const [draft, setDraft] = useState<ProfileDraft>(saved);
  const [index, setIndex] = useState(0);
  const [errors, setErrors] = useState<ProfileFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const step = setupSteps[index] ?? setupSteps[0]!;
  const last = index === setupSteps.length - 1;
  const busy = save.isPending || completeSetup.isPending || uploading;

  // A new step is a new screen: move focus to its heading so screen readers announce it.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [index]);

  const goTo = (next: number) => {
    moved.current = true;
    setErrors({});
    setFormError(null);
    setIndex(next);
    window.scrollTo({ top: 0 });
  };

  const finish = async (message: string) => {
    showAlert({ kind: 'success', title: message, description: 'You can change your profile any time from My Profile.' });
    await navigate({ href: destination, replace: true });
  };

  const fail = (error: unknown) => {
    const problem = saveProblemFrom(error);
    setErrors(problem.fields);
    setFormError(problem.form);
  };

  const onNext = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problems = validateDraft(draft, step.fields);
    if (hasErrors(problems)) {
      setErrors(problems);
      return;
    }
    try {
      // Saves as it goes: each Next stores what this step changed (the last one also finishes setup).
      if (last || isDirty(draft, saved)) {
        const result = await save.mutateAsync({ ...toProfileInput(draft), completeSetup: last });
        const next = draftFromProfile(result);
        setSaved(next);
        setDraft(next);
      }
      if (last) await finish('Your profile is ready');
      else goTo(index + 1);
    } catch (error) {
      fail(error);
    }
  };

  const onSkip = async () => {
    setDraft((current) => revertFields(current, saved, step.fields));
    if (!last) return goTo(index + 1);
    await leave();
  };

  const leave = async () => {
    try {
      await completeSetup.mutateAsync();
    } catch {
      // Offline or refused: setup is optional, so go on anyway; /me offers it again.
    }
    await finish('Setup skipped');
  };

  return (
    <div className="mx-auto w-full max-w-xl">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0 flex-1">
          <SetupProgress index={index} total={setupSteps.length} />
        </div>
        <button type="button" onClick={() => void leave()} disabled={busy} className={`${buttonStyles.ghost} -mt-2 -mr-2 shrink-0`}>
          Skip setup
        </button>
      </div>
      <form noValidate onSubmit={(event) => void onNext(event)} className="mt-6" aria-labelledby="setup-step-title">
        {index === 0 ? <p className="text-sm text-gray-600 dark:text-gray-400">Welcome, {profile.firstName}! Let&apos;s set up your profile.</p> : null}
        <h1 id="setup-step-title" ref={headingRef} tabIndex={-1} className="mt-1 text-2xl font-bold tracking-tight focus:outline-none sm:text-3xl">
          {step.title}
        </h1>
        <p className="mt-2 text-gray-600 dark:text-gray-300">{step.description}</p>
        <div className={`${card} mt-6`}>
          <SetupStepContent
            step={step.id}
            draft={draft}
            onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
            errors={errors}
            name={profile}
            onBusyChange={setUploading}
          />
        </div>
        <div className="mt-4">
          <FormAlert message={formError} />
        </div>
        <div className="mt-4 flex items-center gap-2">
          {index > 0 ? (
            <button type="button" onClick={() => goTo(index - 1)} disabled={busy} className={buttonStyles.secondary}>
              Back
            </button>
          ) : null}
          <span className="flex-1" />
          <button type="button" onClick={() => void onSkip()} disabled={busy} className={buttonStyles.ghost}>
            Skip
          </button>
          <button type="submit" disabled={busy} className={`${buttonStyles.primary} min-w-24`}>
            {save.isPending ? 'Saving…' : last ? 'Finish' : 'Next'}
          </button>
        </div>
      </form>
    </div>
  );
}
