import { createFileRoute } from '@tanstack/react-router';
import { ConsoleLayout } from '#client/features/event-console/components/console-layout.tsx';
import { requireSignedIn } from '#client/lib/route-guards.ts';

// The event query is loaded by /event/$eventId; the layout decides (viewerPermissions) whether
// this viewer may run the event, and otherwise says so.
export const Route = createFileRoute('/event/$eventId/console')({
  beforeLoad: ({ location }) => requireSignedIn(location),
  component: function ConsoleRoute() {
    return <ConsoleLayout eventId={Route.useParams().eventId} />;
  },
});
