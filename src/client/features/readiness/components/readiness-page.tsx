import { useQuery } from '@tanstack/react-query';
import { clockTime } from '#client/lib/clock-time.ts';
import { hasEventPermission } from '#client/lib/event-permissions.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { eventQuery } from '#client/lib/queries/event-queries.ts';
import { readinessQuery } from '#client/lib/queries/readiness-queries.ts';
import { OfflineNotice } from '#client/components/feedback/offline-notice.tsx';
import { QueryErrorNotice } from '#client/components/feedback/query-error-notice.tsx';
import { StartPreviewButton } from '#client/components/offline-preview/start-preview-button.tsx';
import { card } from '#client/components/ui/form-styles.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { FeatureReadinessList } from './feature-readiness-list.tsx';
import { ReadinessChecklist } from './readiness-checklist.tsx';
import { ReadinessDoors } from './readiness-doors.tsx';
import { ReadinessSummary } from './readiness-summary.tsx';

/** /event/$eventId/console/readiness: what will work at the venue with no network, before the doors open. */
export function ReadinessPage({ eventId }: { eventId: string }) {
  const trpc = useTrpc();
  const event = useQuery(eventQuery(trpc, eventId)).data;
  const allowed = event ? hasEventPermission(event, 'Event::Readiness::View') : false;
  const readiness = useQuery({ ...readinessQuery(trpc, eventId), enabled: allowed });
  usePageTitle('Offline readiness · Console');
  if (!event) return null;
  if (!allowed) return <p className={card}>Only the event’s organizers see its offline readiness.</p>;
  const data = readiness.data;
  return (
    <div className="space-y-6">
      <section aria-labelledby="readiness-intro" className={`${card} flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between`}>
        <div>
          <h2 id="readiness-intro" className="text-lg font-semibold">
            Offline readiness
          </h2>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
            What attendees’ phones and the door devices hold if the venue network fails.
            {data ? ` Checked at ${clockTime(data.generatedAt)}; refreshes every 30 seconds.` : null}
          </p>
        </div>
        <StartPreviewButton eventId={eventId} />
      </section>
      {data ? (
        <>
          <ReadinessSummary readiness={data} />
          <ReadinessChecklist readiness={data} />
          <FeatureReadinessList readiness={data} />
          <ReadinessDoors readiness={data} />
        </>
      ) : readiness.isError ? (
        <QueryErrorNotice error={readiness.error} onRetry={() => void readiness.refetch()} />
      ) : readiness.fetchStatus === 'paused' ? (
        <OfflineNotice what="The readiness figures" />
      ) : (
        <div className="flex justify-center py-10">
          <Spinner label="Checking offline readiness" />
        </div>
      )}
    </div>
  );
}
