import { createFileRoute, redirect } from '@tanstack/react-router';
import { SchedulePage } from '#client/features/schedule/components/schedule-page.tsx';
import { scheduleSearch, type ScheduleSearch } from '#client/features/schedule/schedule-search.ts';

export const Route = createFileRoute('/event/$eventId/_attendee/schedule')({
  staticData: { pageTitle: 'Schedule' },
  validateSearch: scheduleSearch,
  // A bare path (or a malformed filter) gets filter=all; the other fields stay.
  beforeLoad: ({ search, params }) => {
    if (!search.filter) throw redirect({ to: '/event/$eventId/schedule', params, search: { ...search, filter: 'all' }, replace: true });
  },
  component: function ScheduleRoute() {
    const { eventId } = Route.useParams();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const onSearch = (patch: Partial<ScheduleSearch>) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true });
    return <SchedulePage eventId={eventId} search={search} onSearch={onSearch} />;
  },
});
