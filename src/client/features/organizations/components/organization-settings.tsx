import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { Organization } from '#shared/contracts/organization.ts';
import { readClientError } from '#client/lib/client-error.ts';
import { errorText } from '#client/lib/error-text.ts';
import { showAlert } from '#client/stores/alerts-store.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { card } from '#client/components/ui/form-styles.ts';
import { FormAlert } from '#client/components/feedback/form-alert.tsx';
import { checkOrganizationDraft, draftFromOrganization, hasFieldErrors, type OrganizationDraft, type OrganizationFieldErrors } from '../organization-draft.ts';
import { useOrganizationMutations } from '../hooks/use-organization-mutations.ts';
import { OrganizationFields } from './organization-fields.tsx';

/** Settings tab (owners and admins): the same fields as when it was created; only what changed is sent. */
export function OrganizationSettings({ organization }: { organization: Organization }) {
  const navigate = useNavigate();
  const { update } = useOrganizationMutations();
  const saved = draftFromOrganization(organization);
  const [draft, setDraft] = useState<OrganizationDraft>(saved);
  const [errors, setErrors] = useState<OrganizationFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const changed = (Object.keys(draft) as Array<keyof OrganizationDraft>).filter((field) => draft[field] !== saved[field]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = checkOrganizationDraft(draft);
    setErrors(problems);
    if (hasFieldErrors(problems)) {
      setFormError('Some fields need another look.');
      return;
    }
    setFormError(null);
    const patch = Object.fromEntries(changed.map((field) => [field, typeof draft[field] === 'string' ? (draft[field] as string).trim() : draft[field]]));
    update.mutate(
      { id: organization.id, ...patch },
      {
        onSuccess: (next) => {
          showAlert({ kind: 'success', title: 'Organization saved' });
          if (next.handle !== organization.handle) {
            void navigate({ to: '/org/$organizationHandle', params: { organizationHandle: next.handle }, search: { tab: 'settings' }, replace: true });
          }
        },
        onError: (error) => {
          if (readClientError(error).code === 'CONFLICT') setErrors({ handle: [errorText(error)] });
          setFormError(errorText(error));
        },
      },
    );
  };

  return (
    <form noValidate aria-label="Organization settings" onSubmit={onSubmit} className={`${card} space-y-5`}>
      <OrganizationFields draft={draft} errors={errors} onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))} onUploadingChange={setUploading} />
      {draft.handle !== organization.handle ? (
        <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-100">
          Changing the web address breaks links to the old one, including invitation emails already sent.
        </p>
      ) : null}
      <FormAlert message={formError} />
      <button type="submit" className={`${buttonStyles.primary} w-full sm:w-auto`} disabled={update.isPending || uploading || changed.length === 0}>
        {update.isPending ? 'Saving…' : 'Save changes'}
      </button>
    </form>
  );
}
