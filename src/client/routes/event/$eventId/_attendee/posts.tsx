import { createFileRoute } from '@tanstack/react-router';
import { PostsPage } from '#client/features/posts/components/posts-page.tsx';

// The updates come from the event pack (offline after one visit), so there is nothing to prefetch.
export const Route = createFileRoute('/event/$eventId/_attendee/posts')({
  staticData: { pageTitle: 'Updates' },
  component: function PostsRoute() {
    return <PostsPage eventId={Route.useParams().eventId} />;
  },
});
