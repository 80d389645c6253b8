import { createFileRoute } from '@tanstack/react-router';
import { SponsorsPage } from '#client/features/sponsors/components/sponsors-page.tsx';

// Everything on this page comes with the event pack (offline too): nothing to load per viewer.
export const Route = createFileRoute('/event/$eventId/_attendee/sponsors')({
  staticData: { pageTitle: 'Sponsors' },
  component: function SponsorsRoute() {
    return <SponsorsPage eventId={Route.useParams().eventId} />;
  },
});
