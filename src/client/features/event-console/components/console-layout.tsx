import { Link, Outlet } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { canManageEvent, canOpenConsole } from '#client/lib/event-permissions.ts';
import { readClientError } from '#client/lib/client-error.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { OfflineNotice } from '#client/components/feedback/offline-notice.tsx';
import { QueryErrorNotice } from '#client/components/feedback/query-error-notice.tsx';
import { StageMissing } from '#client/components/feedback/stage-missing.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { EyeIcon } from '#client/components/ui/admin-icons.tsx';
import { eventQuery } from '#client/lib/queries/event-queries.ts';
import { ConsoleTabs } from './console-tabs.tsx';
import { OrganizersOnly } from './organizers-only.tsx';
import { DoorStaffPage } from './door-staff-page.tsx';
import { PublishControl, PublishState } from './publish-control.tsx';

/** /event/$eventId/console/…: the organizer's frame: which event, its state, the sections. */
export function ConsoleLayout({ eventId }: { eventId: string }) {
  const trpc = useTrpc();
  const query = useQuery(eventQuery(trpc, eventId));
  const event = query.data;

  if (!event) {
    const code = query.isError ? readClientError(query.error).code : undefined;
    if (code === 'NOT_FOUND' || code === 'BAD_REQUEST') return <StageMissing message="This event does not exist, or you cannot see it." />;
    return (
      <div className="mx-auto w-full max-w-5xl px-4 py-10">
        {query.isError ? (
          <QueryErrorNotice error={query.error} onRetry={() => void query.refetch()} />
        ) : query.fetchStatus === 'paused' ? (
          <OfflineNotice what="The event console" />
        ) : (
          <div className="flex justify-center py-16">
            <Spinner label="Loading the event console" />
          </div>
        )}
      </div>
    );
  }
  if (!canOpenConsole(event)) return <OrganizersOnly eventId={event.id} eventName={event.name} />;
  const manages = canManageEvent(event);

  return (
    <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-primary-700 dark:text-primary-300">
            Event console{event.organization ? ` · ${event.organization.name}` : ''}
          </p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight break-words sm:text-3xl">{event.name}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600 dark:text-gray-400">
            <PublishState published={event.published} />
            <span>{event.published ? 'Visible to people who may join it.' : 'Only organizers can see it.'}</span>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Link to="/event/$eventId" params={{ eventId: event.id }} className={`inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800`}>
            <EyeIcon className="size-5" /> View event page
          </Link>
          {manages ? <PublishControl event={event} /> : null}
        </div>
      </div>
      <div className="mt-6">
        <ConsoleTabs eventId={event.id} permissions={event.viewerPermissions} />
      </div>
      <div className="mt-6">{manages ? <Outlet /> : <DoorStaffPage eventId={event.id} />}</div>
    </div>
  );
}
