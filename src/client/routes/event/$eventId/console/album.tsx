import { createFileRoute } from '@tanstack/react-router';
import { AlbumConsolePage } from '#client/features/album/components/album-console-page.tsx';

export const Route = createFileRoute('/event/$eventId/console/album')({
  staticData: { pageTitle: 'Album · Console' },
  component: function ConsoleAlbumRoute() {
    return <AlbumConsolePage eventId={Route.useParams().eventId} />;
  },
});
