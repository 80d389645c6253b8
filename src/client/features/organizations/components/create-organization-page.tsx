import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { sanitizeRedirect } from '#shared/rules/redirect.ts';
import { readClientError } from '#client/lib/client-error.ts';
import { errorText } from '#client/lib/error-text.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { showAlert } from '#client/stores/alerts-store.ts';
import { PageHeader } from '#client/components/layouts/page-header.tsx';
import { FormAlert } from '#client/components/feedback/form-alert.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { card } from '#client/components/ui/form-styles.ts';
import { suggestHandle } from '../handle-suggestion.ts';
import { checkOrganizationDraft, emptyOrganizationDraft, hasFieldErrors, type OrganizationDraft, type OrganizationFieldErrors } from '../organization-draft.ts';
import { myOrganizationsQuery } from '#client/lib/queries/organization-queries.ts';
import { useOrganizationMutations } from '../hooks/use-organization-mutations.ts';
import { OrganizationFields } from './organization-fields.tsx';

/** /org/new: an organization owns events; its members run them together. */
export function CreateOrganizationPage({ redirectTo }: { redirectTo?: string }) {
  usePageTitle('New organization');
  const trpc = useTrpc();
  const navigate = useNavigate();
  const mine = useQuery(myOrganizationsQuery(trpc));
  const { create } = useOrganizationMutations();
  const [draft, setDraft] = useState<OrganizationDraft>(emptyOrganizationDraft);
  const [handleTyped, setHandleTyped] = useState(false);
  const [errors, setErrors] = useState<OrganizationFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const change = (patch: Partial<OrganizationDraft>) =>
    setDraft((current) => {
      const next = { ...current, ...patch };
      // Suggest the address from the name until the person types one of their own.
      if (patch.name !== undefined && !handleTyped) next.handle = suggestHandle(patch.name);
      return next;
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = checkOrganizationDraft(draft);
    setErrors(problems);
    if (hasFieldErrors(problems)) {
      setFormError('Some fields need another look.');
      return;
    }
    setFormError(null);
    create.mutate(
      { name: draft.name.trim(), handle: draft.handle, description: draft.description.trim(), logoSrc: draft.logoSrc },
      {
        onSuccess: (organization) => {
          showAlert({ kind: 'success', title: `${organization.name} is ready`, description: 'Next: create its first event, and invite your team.' });
          if (redirectTo) void navigate({ href: sanitizeRedirect(redirectTo, '/events') });
          else void navigate({ to: '/org/$organizationHandle', params: { organizationHandle: organization.handle } });
        },
        onError: (error) => {
          if (readClientError(error).code === 'CONFLICT') {
            setErrors({ handle: [errorText(error)] });
            setFormError('That web address is taken: choose another.');
          } else setFormError(errorText(error));
        },
      },
    );
  };

  const existing = mine.data?.items ?? [];
  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader
        eyebrow="For organizers"
        title="Create an organization"
        description="Your company, community or team. Its events live on its page, and the people you invite help run them."
      />
      {existing.length > 0 ? (
        <p className="mt-4 rounded-xl bg-gray-100 px-4 py-3 text-sm text-gray-700 dark:bg-gray-800 dark:text-gray-200">
          You already belong to{' '}
          {existing.map((organization, index) => (
            <span key={organization.id}>
              {index > 0 ? ', ' : ''}
              <Link to="/org/$organizationHandle" params={{ organizationHandle: organization.handle }} className="font-semibold text-primary-700 underline dark:text-primary-300">
                {organization.name}
              </Link>
            </span>
          ))}
          . You can create another one here.
        </p>
      ) : null}
      <form noValidate aria-label="New organization" onSubmit={onSubmit} className={`${card} mt-6 space-y-5`}>
        <OrganizationFields draft={draft} errors={errors} onChange={change} onHandleTyped={() => setHandleTyped(true)} onUploadingChange={setUploading} />
        <FormAlert message={formError} />
        <button type="submit" className={`${buttonStyles.primary} w-full sm:w-auto`} disabled={create.isPending || uploading}>
          {create.isPending ? 'Creating…' : uploading ? 'Uploading the logo…' : 'Create organization'}
        </button>
      </form>
    </div>
  );
}
