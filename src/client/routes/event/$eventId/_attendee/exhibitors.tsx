import { createFileRoute } from '@tanstack/react-router';
import { ExhibitorsPage } from '#client/features/exhibitors/components/exhibitors-page.tsx';
import { exhibitorsSearchSchema } from '#client/features/exhibitors/exhibitors-search.ts';
import { loadQuery } from '#client/lib/load-query.ts';
import { exhibitorStandingQuery } from '#client/lib/queries/exhibitors-queries.ts';

// The stands come with the event pack (offline too); the loader warms my marks and the stands I staff.
export const Route = createFileRoute('/event/$eventId/_attendee/exhibitors')({
  staticData: { pageTitle: 'Exhibitors' },
  validateSearch: exhibitorsSearchSchema,
  loader: ({ context, params }) => loadQuery(context.queryClient, exhibitorStandingQuery(context.trpc, params.eventId)),
  component: function ExhibitorsRoute() {
    return <ExhibitorsPage eventId={Route.useParams().eventId} search={Route.useSearch()} />;
  },
});
