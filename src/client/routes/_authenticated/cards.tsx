import { createFileRoute } from '@tanstack/react-router';
import { activityCardsSearch } from '#client/features/activities/activity-cards-search.ts';
import { ActivityCardsPage } from '#client/features/activities/components/activity-cards-page.tsx';
import { loadQuery } from '#client/lib/load-query.ts';
import { activityAdminQuery } from '#client/lib/queries/activities-queries.ts';

// /cards?event=<id>: print-ready activity cards; the server answers only those who run the games.
export const Route = createFileRoute('/_authenticated/cards')({
  staticData: { pageTitle: 'Activity cards' },
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: activityCardsSearch,
  loaderDeps: ({ search }) => ({ event: search.event }),
  loader: ({ context, deps }) => (deps.event ? loadQuery(context.queryClient, activityAdminQuery(context.trpc, deps.event)) : undefined),
  component: function CardsRoute() {
    const { event } = Route.useSearch();
    if (!event) return <p className="p-4">Open the cards from the console’s Games tab: this page needs an event.</p>;
    return <ActivityCardsPage eventId={event} />;
  },
});
