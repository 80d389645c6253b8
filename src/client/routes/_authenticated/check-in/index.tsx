import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { DoorPage } from '#client/features/check-in/components/door-page.tsx';
import { EventPicker } from '#client/features/check-in/components/event-picker.tsx';
import { eventListQuery } from '#client/lib/queries/event-queries.ts';
import { checkInSearch } from '#client/features/check-in/check-in-search.ts';
import { loadQuery } from '#client/lib/load-query.ts';

export const Route = createFileRoute('/_authenticated/check-in/')({
  staticData: { pageTitle: 'Check-in' },
  validateSearch: checkInSearch,
  // The loader travels with the page's own chunk; it never waits for a network that is not there.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => loadQuery(context.queryClient, eventListQuery(context.trpc, 'upcoming')),
  component: function CheckInRoute() {
    const { eventId } = Route.useSearch();
    const events = useQuery(eventListQuery(Route.useRouteContext().trpc, 'upcoming')).data;
    if (!eventId) return <EventPicker />;
    return <DoorPage key={eventId} eventId={eventId} event={events?.items.find((event) => event.id === eventId) ?? null} />;
  },
});
