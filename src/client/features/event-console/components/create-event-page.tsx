import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Organization } from '#shared/contracts/organization.ts';
import { can } from '#shared/rules/permissions.ts';
import { errorText } from '#client/lib/error-text.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { PageHeader } from '#client/components/layouts/page-header.tsx';
import { QueryErrorNotice } from '#client/components/feedback/query-error-notice.tsx';
import { OfflineNotice } from '#client/components/feedback/offline-notice.tsx';
import { FormAlert } from '#client/components/feedback/form-alert.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { card } from '#client/components/ui/form-styles.ts';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { BuildingIcon } from '#client/components/ui/admin-icons.tsx';
import { myOrganizationsQuery } from '#client/lib/queries/organization-queries.ts';
import { checkEventDraft, newEventDraft, type EventDraft, type EventFieldErrors } from '../event-draft.ts';
import { browserTimeZone } from '../time-zones.ts';
import { EventBasicsFields } from './event-basics-fields.tsx';

const mayCreateEvents = (organization: Organization) => can({ organizationRole: organization.myRole }, 'Organization::Event::Create');

function NoOrganizationYet() {
  return (
    <div className={`${card} text-center`}>
      <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary-700 dark:bg-primary-500/15 dark:text-primary-300">
        <BuildingIcon className="size-6" />
      </span>
      <h2 className="mt-3 text-lg font-semibold">First, an organization</h2>
      <p className="mx-auto mt-1 max-w-md text-sm text-gray-600 dark:text-gray-400">
        Events belong to an organization: your company, community or team. It takes a minute, and your colleagues can help run every
        event in it.
      </p>
      <Link to="/org/new" search={{ redirectTo: '/events/new' }} className={`${buttonStyles.primary} mt-5`}>
        Create an organization
      </Link>
    </div>
  );
}

/** /events/new: the few things an event needs to exist; the console does the rest. */
export function CreateEventPage({ organizationId }: { organizationId?: string }) {
  usePageTitle('New event');
  const trpc = useTrpc();
  const organizations = useQuery(myOrganizationsQuery(trpc));
  const usable = (organizations.data?.items ?? []).filter(mayCreateEvents);
  const initialId = usable.find((o) => o.id === organizationId)?.id ?? usable[0]?.id;

  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader title="Create an event" description="Start with a name, a place and a date. You choose features, add people and publish in the next steps." />
      <div className="mt-6">
        {organizations.data ? (
          initialId === undefined ? (
            <NoOrganizationYet />
          ) : (
            <CreateEventForm organizations={usable} initialOrganizationId={initialId} />
          )
        ) : organizations.isError ? (
          <QueryErrorNotice error={organizations.error} onRetry={() => void organizations.refetch()} />
        ) : organizations.fetchStatus === 'paused' ? (
          <OfflineNotice what="Your organizations" />
        ) : (
          <div className="flex justify-center py-16">
            <Spinner label="Loading your organizations" />
          </div>
        )}
      </div>
    </div>
  );
}

function CreateEventForm({ organizations, initialOrganizationId }: { organizations: Organization[]; initialOrganizationId: string }) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [organizationId, setOrganizationId] = useState(initialOrganizationId);
  const [draft, setDraft] = useState<EventDraft>(() => newEventDraft(Math.floor(Date.now() / 1000), browserTimeZone()));
  const [errors, setErrors] = useState<EventFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useMutation(
    trpc.eventAdmin.create.mutationOptions({
      onSuccess: async (event) => {
        queryClient.setQueryData(trpc.event.byId.queryKey({ id: event.id }), event);
        void queryClient.invalidateQueries(trpc.eventAdmin.mine.pathFilter());
        void queryClient.invalidateQueries(trpc.organization.events.pathFilter());
        void queryClient.invalidateQueries(trpc.event.list.pathFilter());
        await navigate({ to: '/event/$eventId/console', params: { eventId: event.id } });
      },
      onError: (error) => setFormError(errorText(error)),
    }),
  );
  const organization = organizations.find((o) => o.id === organizationId) ?? organizations[0];

  const onSubmit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const checked = checkEventDraft(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFormError('Some fields need another look.');
      return;
    }
    setErrors({});
    setFormError(null);
    create.mutate({ organizationId, details: checked.details });
  };

  return (
    <form noValidate aria-label="New event" onSubmit={onSubmit} className={`${card} space-y-5`}>
      {organizations.length > 1 ? (
        <SelectField label="Organization" name="organizationId" value={organizationId} onChange={(event) => setOrganizationId(event.target.value)} hint="Its members can help run the event.">
          {organizations.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </SelectField>
      ) : (
        <p className="text-sm text-gray-600 dark:text-gray-400">
          Organized by <span className="font-semibold text-gray-900 dark:text-gray-100">{organization?.name}</span>
        </p>
      )}
      <EventBasicsFields draft={draft} errors={errors} onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))} />
      <FormAlert message={formError} />
      <p className="text-sm text-gray-600 dark:text-gray-400">The event starts as a private draft: nobody sees it until you publish it.</p>
      <button type="submit" className={`${buttonStyles.primary} w-full sm:w-auto`} disabled={create.isPending}>
        {create.isPending ? 'Creating…' : 'Create event'}
      </button>
    </form>
  );
}
