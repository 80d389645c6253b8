import { useQuery } from '@tanstack/react-query';
import { eventDateLine } from '#shared/rules/event-date-line.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useFirstScreen } from '#client/lib/first-screen/use-first-screen.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { readClientError } from '#client/lib/client-error.ts';
import { EventPicture } from '#client/components/ui/event-picture.tsx';
import { CalendarIcon, MapPinIcon } from '#client/components/ui/icons.tsx';
import { OfflineNotice } from '#client/components/feedback/offline-notice.tsx';
import { QueryErrorNotice } from '#client/components/feedback/query-error-notice.tsx';
import { StageMissing } from '#client/components/feedback/stage-missing.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { eventQuery } from '#client/lib/queries/event-queries.ts';
import { EventCallToAction } from './event-call-to-action.tsx';
import { EventFeatures } from './event-features.tsx';
import { OrganizerCard } from './organizer-card.tsx';
import { ProgramOutline } from './program-outline.tsx';

/** /event/$eventId: the event's home, public for published events. */
export function EventHomePage({ eventId }: { eventId: string }) {
  const trpc = useTrpc();
  const query = useQuery(eventQuery(trpc, eventId));
  usePageTitle(query.data?.name ?? 'Event');
  const event = query.data;
  // Drawn from the event (saved in the query cache): replaces a first screen, and is the next one.
  useFirstScreen(event !== undefined, event);

  if (!event) {
    const code = query.isError ? readClientError(query.error).code : undefined;
    if (code === 'NOT_FOUND' || code === 'BAD_REQUEST' || code === 'FORBIDDEN') return <StageMissing message="This event does not exist or is not published yet." />;
    return (
      <div className="mx-auto w-full max-w-5xl px-4 py-10">
        {query.isError ? (
          <QueryErrorNotice error={query.error} onRetry={() => void query.refetch()} />
        ) : query.fetchStatus === 'paused' ? (
          <OfflineNotice what="This event" />
        ) : (
          <div className="flex justify-center py-16">
            <Spinner label="Loading event" />
          </div>
        )}
      </div>
    );
  }

  return (
    <article className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <EventPicture event={event} className="aspect-[2/1] w-full rounded-2xl sm:aspect-[3/1]" />
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{event.name}</h1>
          <p className="mt-3 flex items-start gap-2 text-gray-700 dark:text-gray-300">
            <CalendarIcon className="mt-0.5 size-5 shrink-0 text-primary-600 dark:text-primary-400" />
            {eventDateLine(event.startsAt, event.endsAt, { timeZone: event.timeZone })}
          </p>
          {event.venue || event.address ? (
            <p className="mt-2 flex items-start gap-2 text-gray-700 dark:text-gray-300">
              <MapPinIcon className="mt-0.5 size-5 shrink-0 text-primary-600 dark:text-primary-400" />
              <span>
                {event.venue}
                {event.venue && event.address ? <br /> : null}
                {event.address ? <span className="text-sm text-gray-600 dark:text-gray-400">{event.address}</span> : null}
              </span>
            </p>
          ) : null}
          {event.description ? (
            <p className="mt-6 text-base leading-relaxed whitespace-pre-line text-gray-800 dark:text-gray-200">{event.description}</p>
          ) : null}
          <ProgramOutline eventId={event.id} timeZone={event.timeZone} />
        </div>
        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <OrganizerCard event={event} />
          <EventCallToAction event={event} />
          <EventFeatures event={event} />
        </aside>
      </div>
    </article>
  );
}
