import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { PageHeader } from '#client/components/layouts/page-header.tsx';
import { OfflineNotice } from '#client/components/feedback/offline-notice.tsx';
import { QueryErrorNotice } from '#client/components/feedback/query-error-notice.tsx';
import { card } from '#client/components/ui/form-styles.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { ChevronRightIcon } from '#client/components/ui/icons.tsx';
import { eventListQuery } from '#client/lib/queries/event-queries.ts';
import { doorEvents } from '../door-events.ts';

/** /check-in without an event: the upcoming events where this account works the door. */
export function EventPicker() {
  const trpc = useTrpc();
  const query = useQuery(eventListQuery(trpc, 'upcoming'));
  const events = query.data ? doorEvents(query.data.items) : null;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeader title="Door check-in" description="Choose the event you are checking people in for." />
      {events ? (
        events.length === 0 ? (
          <p className={`${card} text-gray-600 dark:text-gray-300`}>
            You are not door staff at any upcoming event. An organizer can give you the staff role.
          </p>
        ) : (
          <ul className={`${card} divide-y divide-gray-200 p-0! dark:divide-gray-800`}>
            {events.map((event) => (
              <li key={event.id}>
                <Link
                  to="/check-in"
                  search={{ eventId: event.id }}
                  className="flex min-h-14 items-center gap-3 px-5 py-3 font-semibold hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-primary-600 dark:hover:bg-gray-800"
                >
                  <span className="min-w-0 flex-1 truncate">{event.name}</span>
                  <ChevronRightIcon className="size-5 text-gray-400" />
                </Link>
              </li>
            ))}
          </ul>
        )
      ) : query.isError ? (
        <QueryErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      ) : query.fetchStatus === 'paused' ? (
        <OfflineNotice what="Your events" />
      ) : (
        <div className="flex justify-center py-10">
          <Spinner label="Loading your events" />
        </div>
      )}
    </div>
  );
}
