import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hasEventPermission } from '#client/lib/event-permissions.ts';
import { readClientError } from '#client/lib/client-error.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { newIdempotencyKey } from '#client/offline/outbox.ts';
import { OfflineNotice } from '#client/components/feedback/offline-notice.tsx';
import { QueryErrorNotice } from '#client/components/feedback/query-error-notice.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { card } from '#client/components/ui/form-styles.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { ScanIcon } from '#client/components/ui/icons.tsx';
import { checkInOverviewQuery } from '#client/lib/queries/check-in-queries.ts';
import { eventQuery } from '#client/lib/queries/event-queries.ts';
import { DoorDevicesList } from './door-devices-list.tsx';
import { DuplicatesList } from './duplicates-list.tsx';
import { RecentScansList, type UndoTarget } from './recent-scans-list.tsx';

/** /event/$eventId/console/check-in: the organizer's live view of the doors. */
export function ConsoleCheckInPage({ eventId }: { eventId: string }) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const event = useQuery(eventQuery(trpc, eventId)).data;
  const allowed = event ? hasEventPermission(event, 'Event::CheckIn::Read') : false;
  const overview = useQuery({ ...checkInOverviewQuery(trpc, eventId), enabled: allowed });
  const [done, setDone] = useState('');
  const undo = useMutation(
    trpc.checkIn.undo.mutationOptions({ onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.checkIn.overview.queryKey({ eventId }) }) }),
  );
  usePageTitle('Check-in · Console');
  if (!event) return null;
  if (!allowed) return <p className={card}>Only organizers and door staff see the check-in figures.</p>;

  const canUndo = hasEventPermission(event, 'Event::CheckIn::Undo');
  const onUndo = canUndo
    ? (target: UndoTarget) =>
        undo.mutate(
          { idempotencyKey: newIdempotencyKey(), eventId, accountId: target.accountId, undoneAt: Date.now() },
          { onSuccess: () => setDone(`Check-in undone: ${target.name}`) },
        )
    : undefined;
  const data = overview.data;

  return (
    <div className="space-y-6">
      <section aria-labelledby="door-totals" className={`${card} flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between`}>
        <div>
          <h2 id="door-totals" className="text-sm font-semibold text-gray-600 dark:text-gray-400">
            Checked in
          </h2>
          {data ? (
            <p className="mt-1 text-3xl font-bold tabular-nums" data-checked-in={data.checkedIn} data-total={data.total}>
              {data.checkedIn.toLocaleString('en-CA')} / {data.total.toLocaleString('en-CA')}
            </p>
          ) : null}
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">Updates every few seconds while this page is open.</p>
        </div>
        <Link to="/check-in" search={{ eventId }} className={buttonStyles.primary}>
          <ScanIcon className="size-5" /> Open door mode
        </Link>
      </section>
      <p role="status" className="text-sm font-semibold text-green-700 empty:hidden dark:text-green-400">
        {done}
      </p>
      {undo.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          Could not undo: {readClientError(undo.error).message}
        </p>
      ) : null}
      {data ? (
        <>
          <RecentScansList scans={data.recent} onUndo={onUndo} busy={undo.isPending} />
          <DuplicatesList duplicates={data.duplicates} />
          <DoorDevicesList devices={data.devices} />
        </>
      ) : overview.isError ? (
        <QueryErrorNotice error={overview.error} onRetry={() => void overview.refetch()} />
      ) : overview.fetchStatus === 'paused' ? (
        <OfflineNotice what="The check-in figures" />
      ) : (
        <div className="flex justify-center py-10">
          <Spinner label="Loading check-ins" />
        </div>
      )}
    </div>
  );
}
