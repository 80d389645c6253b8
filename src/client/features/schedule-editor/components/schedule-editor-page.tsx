import { useQuery } from '@tanstack/react-query';
import { hasEventPermission } from '#client/lib/event-permissions.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { OfflineNotice } from '#client/components/feedback/offline-notice.tsx';
import { QueryErrorNotice } from '#client/components/feedback/query-error-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { card } from '#client/components/ui/form-styles.ts';
import { scheduleEditorQuery } from '#client/lib/queries/schedule-admin-queries.ts';
import { eventQuery } from '#client/lib/queries/event-queries.ts';
import { ScheduleEditorView } from './schedule-editor-view.tsx';

/** /event/$eventId/console/schedule: for those who may change the programme (Event::Program::Update). */
export function ScheduleEditorPage({ eventId }: { eventId: string }) {
  const trpc = useTrpc();
  const event = useQuery(eventQuery(trpc, eventId)).data;
  const allowed = event ? hasEventPermission(event, 'Event::Program::Update') : false;
  const editor = useQuery({ ...scheduleEditorQuery(trpc, eventId), enabled: allowed });
  usePageTitle('Schedule · Console');
  if (!event) return null;
  if (!allowed) {
    return (
      <p className={`${card} text-sm text-gray-700 dark:text-gray-300`}>
        Only organizers who may change the programme can edit the schedule. Ask an organizer of {event.name} if you need to.
      </p>
    );
  }
  if (editor.data) return <ScheduleEditorView event={event} editor={editor.data} />;
  return (
    <div className={card}>
      {editor.isError ? (
        <QueryErrorNotice error={editor.error} onRetry={() => void editor.refetch()} />
      ) : editor.fetchStatus === 'paused' ? (
        <OfflineNotice what="The schedule editor" />
      ) : (
        <div className="flex justify-center py-10">
          <Spinner label="Loading the schedule" />
        </div>
      )}
    </div>
  );
}
