import { createFileRoute, redirect } from '@tanstack/react-router';
import { AttendeesPage } from '#client/features/attendees/components/attendees-page.tsx';
import { attendeesSearch, type AttendeesSearch } from '#client/features/attendees/attendees-search.ts';

export const Route = createFileRoute('/event/$eventId/_attendee/attendees')({
  staticData: { pageTitle: (search) => (search.filter === 'speakers' ? 'Speakers' : 'Attendees') },
  validateSearch: attendeesSearch,
  // A bare path (or a malformed filter) gets filter=all; the other fields stay.
  beforeLoad: ({ search, params }) => {
    if (!search.filter) throw redirect({ to: '/event/$eventId/attendees', params, search: { ...search, filter: 'all' }, replace: true });
  },
  component: function AttendeesRoute() {
    const { eventId } = Route.useParams();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const onSearch = (patch: Partial<AttendeesSearch>) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true });
    return <AttendeesPage eventId={eventId} search={search} onSearch={onSearch} />;
  },
});
