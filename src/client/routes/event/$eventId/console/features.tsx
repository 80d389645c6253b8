import { createFileRoute } from '@tanstack/react-router';
import { FeaturesPage } from '#client/features/event-console/components/features-page.tsx';

export const Route = createFileRoute('/event/$eventId/console/features')({
  staticData: { pageTitle: 'Features · Console' },
  component: function ConsoleFeaturesRoute() {
    return <FeaturesPage eventId={Route.useParams().eventId} />;
  },
});
