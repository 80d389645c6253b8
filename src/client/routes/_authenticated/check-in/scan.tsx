import { createFileRoute, redirect } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { ScanPage } from '#client/features/check-in/components/scan-page.tsx';
import { eventListQuery } from '#client/lib/queries/event-queries.ts';
import { checkInSearch } from '#client/features/check-in/check-in-search.ts';
import { hasEventPermission } from '#client/lib/event-permissions.ts';
import { loadQuery } from '#client/lib/load-query.ts';

export const Route = createFileRoute('/_authenticated/check-in/scan')({
  // Camera screens read better dark, whatever the saved preference.
  staticData: { colorMode: 'dark', pageTitle: 'Scanner' },
  validateSearch: checkInSearch,
  beforeLoad: ({ search }) => {
    if (!search.eventId) throw redirect({ to: '/check-in', replace: true });
  },
  codeSplitGroupings: [['loader', 'component']],
  // The roster is on the device (IndexedDB); the event list only says who may undo, so it is
  // never waited for when the network is gone.
  loader: ({ context }) => loadQuery(context.queryClient, eventListQuery(context.trpc, 'upcoming')),
  component: function CheckInScanRoute() {
    const eventId = Route.useSearch().eventId ?? '';
    const events = useQuery(eventListQuery(Route.useRouteContext().trpc, 'upcoming')).data;
    const event = events?.items.find((item) => item.id === eventId);
    return <ScanPage key={eventId} eventId={eventId} canUndo={event ? hasEventPermission(event, 'Event::CheckIn::Undo') : false} />;
  },
});
