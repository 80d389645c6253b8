import { createFileRoute } from '@tanstack/react-router';
import { ScheduleEditorPage } from '#client/features/schedule-editor/components/schedule-editor-page.tsx';
import { scheduleEditorQuery } from '#client/lib/queries/schedule-admin-queries.ts';
import { hasEventPermission } from '#client/lib/event-permissions.ts';
import { loadQuery } from '#client/lib/load-query.ts';

export const Route = createFileRoute('/event/$eventId/console/schedule')({
  staticData: { pageTitle: 'Schedule · Console' },
  // The loader travels with the page's own chunk: its queries stay out of the first load.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) => {
    // Someone we already know may not change the programme is not asked for the editor.
    const event = context.queryClient.getQueryData(context.trpc.event.byId.queryKey({ id: params.eventId }));
    if (event && !hasEventPermission(event, 'Event::Program::Update')) return;
    return loadQuery(context.queryClient, scheduleEditorQuery(context.trpc, params.eventId));
  },
  component: function ConsoleScheduleRoute() {
    return <ScheduleEditorPage eventId={Route.useParams().eventId} />;
  },
});
