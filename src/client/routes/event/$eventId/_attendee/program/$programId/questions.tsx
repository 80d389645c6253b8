import { createFileRoute, redirect } from '@tanstack/react-router';
import { EventComingSoon } from '#client/components/layouts/event-coming-soon.tsx';
import { listFilterSearch } from '#client/lib/search-schemas.ts';

export const Route = createFileRoute('/event/$eventId/_attendee/program/$programId/questions')({
  validateSearch: listFilterSearch,
  // A bare path gets filter=all, so every list URL names its filter.
  beforeLoad: ({ search, params }) => {
    if (!search.filter) throw redirect({ to: '/event/$eventId/program/$programId/questions', params, search: { filter: 'all' }, replace: true });
  },
  component: () => <EventComingSoon page="questions" />,
});
