import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import type { HallwayEvent } from '#shared/contracts/event.ts';
import type { Organization } from '#shared/contracts/organization.ts';
import { can } from '#shared/rules/permissions.ts';
import { eventDateLine } from '#shared/rules/event-date-line.ts';
import { canManageEvent } from '#client/lib/event-permissions.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { badge } from '#client/components/ui/form-styles.ts';
import { EventPicture } from '#client/components/ui/event-picture.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { QueryErrorNotice } from '#client/components/feedback/query-error-notice.tsx';
import { PlusIcon, SettingsIcon } from '#client/components/ui/admin-icons.tsx';
import { organizationEventsQuery } from '#client/lib/queries/organization-queries.ts';

function EventItem({ event, member }: { event: HallwayEvent; member: boolean }) {
  return (
    <li className="relative flex gap-4 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800">
      <EventPicture event={event} className="aspect-square w-20 shrink-0 rounded-xl sm:aspect-[2/1] sm:w-40" />
      <div className="min-w-0 flex-1">
        {member ? (
          <span className={`${badge} ${event.published ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300' : 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200'}`}>
            {event.published ? 'Published' : 'Draft'}
          </span>
        ) : null}
        <h3 className="mt-1 font-semibold">
          <Link to="/event/$eventId" params={{ eventId: event.id }} className="hover:underline">
            {event.name}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{eventDateLine(event.startsAt, event.endsAt, { timeZone: event.timeZone })}</p>
        {event.venue ? <p className="text-sm text-gray-600 dark:text-gray-400">{event.venue}</p> : null}
        {canManageEvent(event) ? (
          <Link to="/event/$eventId/console" params={{ eventId: event.id }} className={`${buttonStyles.ghost} mt-2 -ml-3`}>
            <SettingsIcon className="size-4" /> Open console
          </Link>
        ) : null}
      </div>
    </li>
  );
}

/** The organization's events: published ones for visitors, all of them for members. */
export function OrganizationEvents({ organization }: { organization: Organization }) {
  const trpc = useTrpc();
  const query = useQuery(organizationEventsQuery(trpc, organization.handle));
  const member = organization.myRole !== null;
  const mayCreate = can({ organizationRole: organization.myRole }, 'Organization::Event::Create');
  const createLink = mayCreate ? (
    <Link to="/events/new" search={{ organization: organization.id }} className={buttonStyles.primary}>
      <PlusIcon className="size-5" /> Create event
    </Link>
  ) : null;

  return (
    <section aria-labelledby="org-events-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="org-events-title" className="text-lg font-semibold">
          {member ? 'Events' : 'Upcoming and past events'}
        </h2>
        {createLink}
      </div>
      <div className="mt-4">
        {query.data ? (
          query.data.items.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-gray-300 px-6 py-10 text-center dark:border-gray-700">
              <p className="text-gray-600 dark:text-gray-400">{mayCreate ? 'No events yet. Create the first one: it stays a private draft until you publish it.' : 'No published events yet.'}</p>
            </div>
          ) : (
            <ul className="space-y-3">
              {query.data.items.map((event) => (
                <EventItem key={event.id} event={event} member={member} />
              ))}
            </ul>
          )
        ) : query.isError ? (
          <QueryErrorNotice error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <div className="flex justify-center py-10">
            <Spinner label="Loading events" />
          </div>
        )}
      </div>
    </section>
  );
}
