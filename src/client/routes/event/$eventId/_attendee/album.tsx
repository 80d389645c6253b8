import { createFileRoute } from '@tanstack/react-router';
import { AlbumPage } from '#client/features/album/components/album-page.tsx';
import { loadQuery } from '#client/lib/load-query.ts';
import { albumOverlayQuery } from '#client/lib/queries/album-queries.ts';

// The visible photos come with the event pack (offline too); the loader warms the viewer's own
// overlay (likes, their pending photos) with the query the page reads.
export const Route = createFileRoute('/event/$eventId/_attendee/album')({
  staticData: { pageTitle: 'Album' },
  loader: ({ context, params }) => loadQuery(context.queryClient, albumOverlayQuery(context.trpc, params.eventId)),
  component: function AlbumRoute() {
    return <AlbumPage eventId={Route.useParams().eventId} />;
  },
});
