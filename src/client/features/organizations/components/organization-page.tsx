import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import type { Organization } from '#shared/contracts/organization.ts';
import { can } from '#shared/rules/permissions.ts';
import { readClientError } from '#client/lib/client-error.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useRawSearchParam } from '#client/lib/raw-search.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { badge } from '#client/components/ui/form-styles.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { OfflineNotice } from '#client/components/feedback/offline-notice.tsx';
import { QueryErrorNotice } from '#client/components/feedback/query-error-notice.tsx';
import { StageMissing } from '#client/components/feedback/stage-missing.tsx';
import { organizationByHandleQuery } from '#client/lib/queries/organization-queries.ts';
import { organizationRoleCopy } from '../organization-copy.ts';
import { InvitationBanner } from './invitation-banner.tsx';
import { OrganizationEvents } from './organization-events.tsx';
import { OrganizationLogo } from './organization-logo.tsx';
import { OrganizationMembers } from './organization-members.tsx';
import { OrganizationSettings } from './organization-settings.tsx';

export type OrganizationTab = 'events' | 'members' | 'settings';

function Tabs({ organization, current }: { organization: Organization; current: OrganizationTab }) {
  const tabs: Array<{ tab: OrganizationTab; label: string }> = [
    { tab: 'events', label: 'Events' },
    { tab: 'members', label: 'Members' },
    ...(can({ organizationRole: organization.myRole }, 'Organization::Organization::Update') ? [{ tab: 'settings' as const, label: 'Settings' }] : []),
  ];
  return (
    <nav aria-label={`${organization.name} sections`} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-gray-200 dark:border-gray-800">
        {tabs.map(({ tab, label }) => (
          <li key={tab}>
            <Link
              to="/org/$organizationHandle"
              params={{ organizationHandle: organization.handle }}
              search={tab === 'events' ? {} : { tab }}
              aria-current={tab === current ? 'page' : undefined}
              activeOptions={{ exact: true, includeSearch: true }}
              className="-mb-px inline-flex min-h-11 items-center border-b-2 border-transparent px-3 text-sm font-semibold text-gray-600 hover:text-gray-900 aria-[current=page]:border-primary-600 aria-[current=page]:text-primary-700 dark:text-gray-400 dark:hover:text-white dark:aria-[current=page]:border-primary-400 dark:aria-[current=page]:text-primary-300"
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /org/$organizationHandle: the public page, and for members the place to run the organization. */
export function OrganizationPage({ handle, tab = 'events' }: { handle: string; tab?: OrganizationTab }) {
  const trpc = useTrpc();
  const invitation = useRawSearchParam('invitation')?.trim();
  const query = useQuery(organizationByHandleQuery(trpc, handle));
  const organization = query.data;
  usePageTitle(organization?.name ?? 'Organization');

  const banner = invitation ? (
    <div className="mb-6">
      <InvitationBanner token={invitation} handle={handle} />
    </div>
  ) : null;

  if (!organization) {
    const code = query.isError ? readClientError(query.error).code : undefined;
    if (code === 'NOT_FOUND' || code === 'BAD_REQUEST') return <StageMissing message={`No organization has the address /org/${handle}.`} />;
    return (
      <div className="mx-auto w-full max-w-4xl px-4 py-10">
        {banner}
        {query.isError ? (
          <QueryErrorNotice error={query.error} onRetry={() => void query.refetch()} />
        ) : query.fetchStatus === 'paused' ? (
          <OfflineNotice what="This organization" />
        ) : (
          <div className="flex justify-center py-16">
            <Spinner label="Loading organization" />
          </div>
        )}
      </div>
    );
  }

  const member = organization.myRole !== null;
  const mayEdit = can({ organizationRole: organization.myRole }, 'Organization::Organization::Update');
  const shownTab: OrganizationTab = !member ? 'events' : tab === 'settings' && !mayEdit ? 'events' : tab;
  return (
    <div className="mx-auto w-full max-w-4xl flex-1 px-4 py-6 sm:px-6 sm:py-10">
      {banner}
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <OrganizationLogo name={organization.name} src={organization.logo?.src} className="size-20 text-3xl" />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{organization.name}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-gray-600 dark:text-gray-400">
            <span>/org/{organization.handle}</span>
            {organization.myRole ? (
              <span className={`${badge} bg-primary-50 text-primary-800 dark:bg-primary-500/15 dark:text-primary-200`}>
                You are {organizationRoleCopy[organization.myRole].name.toLowerCase()}
              </span>
            ) : null}
          </p>
        </div>
      </header>
      {organization.description ? <p className="mt-4 max-w-2xl whitespace-pre-line text-gray-700 dark:text-gray-300">{organization.description}</p> : null}
      {member ? (
        <div className="mt-6">
          <Tabs organization={organization} current={shownTab} />
        </div>
      ) : null}
      <div className="mt-6">
        {shownTab === 'members' ? (
          <OrganizationMembers organization={organization} />
        ) : shownTab === 'settings' ? (
          <OrganizationSettings key={organization.id + organization.handle} organization={organization} />
        ) : (
          <OrganizationEvents organization={organization} />
        )}
      </div>
    </div>
  );
}
