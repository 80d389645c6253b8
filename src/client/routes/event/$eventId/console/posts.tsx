import { createFileRoute } from '@tanstack/react-router';
import { PostsConsolePage } from '#client/features/posts/components/posts-console-page.tsx';
import { hasEventPermission } from '#client/lib/event-permissions.ts';
import { loadQuery } from '#client/lib/load-query.ts';
import { managedPostsQuery } from '#client/lib/queries/posts-queries.ts';

export const Route = createFileRoute('/event/$eventId/console/posts')({
  staticData: { pageTitle: 'Updates · Console' },
  // The loader travels with the page's own chunk: its queries stay out of the first load.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) => {
    // Someone we already know may not write updates (or with updates off) is not asked for the list.
    const event = context.queryClient.getQueryData(context.trpc.event.byId.queryKey({ id: params.eventId }));
    if (event && (!hasEventPermission(event, 'Event::Post::Create') || !event.enablePosts)) return;
    return loadQuery(context.queryClient, managedPostsQuery(context.trpc, params.eventId));
  },
  component: function ConsolePostsRoute() {
    return <PostsConsolePage eventId={Route.useParams().eventId} />;
  },
});
