import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { eventDateLine } from '#shared/rules/event-date-line.ts';
import { canManageEvent } from '#client/lib/event-permissions.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { badge, card } from '#client/components/ui/form-styles.ts';
import { BuildingIcon, PlusIcon } from '#client/components/ui/admin-icons.tsx';
import { ChevronRightIcon } from '#client/components/ui/icons.tsx';
import { managedEventsQuery } from '#client/lib/queries/event-admin-queries.ts';
import { myOrganizationsQuery } from '#client/lib/queries/organization-queries.ts';
import { OrganizationLogo } from './organization-logo.tsx';

const shownEvents = 5;

/**
 * On /events, for organizers: the events they run (straight into each console) and their
 * organizations; for everyone else, where to start organizing.
 */
export function OrganizerPanel() {
  const trpc = useTrpc();
  const organizations = useQuery(myOrganizationsQuery(trpc));
  const managed = useQuery(managedEventsQuery(trpc));
  if (!organizations.data || !managed.data) return null;
  const orgs = organizations.data.items;
  const events = managed.data.items.filter(canManageEvent);

  if (orgs.length === 0 && events.length === 0) {
    return (
      <section aria-labelledby="organize-title" className={`${card} flex flex-col gap-4 sm:flex-row sm:items-center`}>
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700 dark:bg-primary-500/15 dark:text-primary-300">
          <BuildingIcon className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="organize-title" className="font-semibold">
            Organizing an event?
          </h2>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
            Create an organization, then an event: choose its features, import your attendee list from a spreadsheet and publish. Free, and it works offline
            at the venue.
          </p>
        </div>
        <Link to="/org/new" className={`${buttonStyles.primary} shrink-0`}>
          Create an organization
        </Link>
      </section>
    );
  }

  return (
    <section aria-labelledby="organize-title" className={card}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="organize-title" className="text-lg font-semibold">
          You organize
        </h2>
        <Link to="/events/new" className={buttonStyles.primary}>
          <PlusIcon className="size-5" /> New event
        </Link>
      </div>
      {events.length > 0 ? (
        <ul aria-label="Events you organize" className="mt-3 divide-y divide-gray-200 dark:divide-gray-800">
          {events.slice(0, shownEvents).map((event) => (
            <li key={event.id}>
              <Link to="/event/$eventId/console" params={{ eventId: event.id }} className="flex items-center gap-3 py-3 hover:bg-gray-50 sm:-mx-3 sm:rounded-xl sm:px-3 dark:hover:bg-gray-800/60">
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold">{event.name}</span>
                  <span className="block text-sm text-gray-600 dark:text-gray-400">{eventDateLine(event.startsAt, event.endsAt, { timeZone: event.timeZone })}</span>
                </span>
                <span className={`${badge} ${event.published ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300' : 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200'}`}>
                  {event.published ? 'Published' : 'Draft'}
                </span>
                <span className="sr-only">Open the console</span>
                <ChevronRightIcon className="size-5 shrink-0 text-gray-400" />
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-gray-600 dark:text-gray-400">No events yet. Create one: it stays a private draft until you publish it.</p>
      )}
      {events.length > shownEvents ? <p className="mt-1 text-sm text-gray-500 dark:text-gray-400">And {events.length - shownEvents} more, on your organizations' pages.</p> : null}
      {orgs.length > 0 ? (
        <div className="mt-4 border-t border-gray-200 pt-4 dark:border-gray-800">
          <h3 className="text-sm font-semibold text-gray-600 dark:text-gray-400">Your organizations</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {orgs.map((organization) => (
              <li key={organization.id}>
                <Link
                  to="/org/$organizationHandle"
                  params={{ organizationHandle: organization.handle }}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full bg-gray-100 py-1 pr-4 pl-1 text-sm font-semibold hover:bg-gray-200 dark:bg-gray-800 dark:hover:bg-gray-700"
                >
                  <OrganizationLogo name={organization.name} src={organization.logo?.src} className="size-8 text-sm" />
                  {organization.name}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/org/new" className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold text-primary-700 hover:bg-primary-50 dark:text-primary-300 dark:hover:bg-primary-500/10">
                <PlusIcon className="size-4" /> New organization
              </Link>
            </li>
          </ul>
        </div>
      ) : null}
    </section>
  );
}
