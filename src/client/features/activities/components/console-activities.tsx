import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { ActivityDraft, ManagedActivity } from '#shared/contracts/activities.ts';
import { QueryErrorNotice } from '#client/components/feedback/query-error-notice.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { clockTime } from '#client/lib/clock-time.ts';
import { refreshPack } from '#client/lib/event-pack/use-event-pack.ts';
import { errorText } from '#client/lib/error-text.ts';
import { activityAdminQuery } from '#client/lib/queries/activities-queries.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { SessionTimes } from '#client/components/time/session-times.tsx';
import { viewerTimeZone } from '#client/lib/session-time.ts';
import { useEventTimeZone } from '../hooks/use-event-time-zone.ts';
import { ActivityForm } from './activity-form.tsx';
import { PrizeTextForm } from './prize-text-form.tsx';

const draftOf = (activity: ManagedActivity): ActivityDraft => ({
  name: activity.name,
  description: activity.description,
  location: activity.location,
  points: activity.points,
  startsAt: activity.startsAt,
  endsAt: activity.endsAt,
  perPersonLimit: activity.perPersonLimit,
  pictureSrc: activity.picture?.src ?? null,
});

function newDraft(): ActivityDraft {
  const start = Math.ceil(Date.now() / 3_600_000) * 3600;
  return { name: '', description: '', location: '', points: 10, startsAt: start, endsAt: start + 8 * 3600, perPersonLimit: 1, pictureSrc: null };
}

/** The console's activities: create, edit, pause, remove, print the cards, and undo a wrong scan. */
export function ConsoleActivities({ eventId }: { eventId: string }) {
  const trpc = useTrpc();
  const eventZone = useEventTimeZone(eventId);
  const queryClient = useQueryClient();
  const admin = useQuery(activityAdminQuery(trpc, eventId));
  const [editing, setEditing] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  // The organizer's own phone shows the attendees' list from the event pack: fetch it again too.
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.activities.pathKey() });
    refreshPack(eventId, { force: true });
  };
  const create = useMutation(trpc.activities.create.mutationOptions({ onSuccess: () => (refresh(), setFormKey((key) => key + 1)) }));
  const update = useMutation(trpc.activities.update.mutationOptions({ onSuccess: () => (refresh(), setEditing(null)) }));
  const pause = useMutation(trpc.activities.setPaused.mutationOptions({ onSuccess: refresh }));
  const remove = useMutation(trpc.activities.remove.mutationOptions({ onSuccess: refresh }));
  const undo = useMutation(trpc.activities.undoScan.mutationOptions({ onSuccess: refresh }));

  if (admin.isPending) return <Spinner label="Loading activities" />;
  if (!admin.data) return <QueryErrorNotice error={admin.error} onRetry={() => void admin.refetch()} />;
  const { activities, prizeText, recentScans } = admin.data;
  const actionError = pause.error ?? remove.error ?? undo.error;

  return (
    <section aria-labelledby="console-activities-heading" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="console-activities-heading" className="text-xl font-bold">
          Activities
        </h2>
        <Link to="/cards" search={{ event: eventId }} className={buttonStyles.secondary}>
          Print activity cards
        </Link>
      </div>
      <div className="rounded-2xl border border-gray-200 p-4 dark:border-gray-800">
        <h3 className="mb-3 font-semibold">New activity</h3>
        <ActivityForm key={formKey} timeZone={eventZone} initial={newDraft()} busy={create.isPending} error={create.error ? errorText(create.error) : null} submitLabel="Create activity" onSubmit={(activity) => create.mutate({ eventId, activity })} />
      </div>
      <PrizeTextForm eventId={eventId} initial={prizeText} />
      {actionError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errorText(actionError)}
        </p>
      ) : null}
      <ul className="flex flex-col gap-3" aria-label="Activities">
        {activities.map((activity) => (
          <li key={activity.id} className="rounded-2xl border border-gray-200 p-4 dark:border-gray-800" aria-label={activity.name}>
            {editing === activity.id ? (
              <ActivityForm
                timeZone={eventZone}
                initial={draftOf(activity)}
                busy={update.isPending}
                error={update.error ? errorText(update.error) : null}
                submitLabel="Save activity"
                onSubmit={(draft) => update.mutate({ eventId, activityId: activity.id, activity: draft })}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h3 className="font-semibold">
                    {activity.name} {activity.paused ? <span className="ml-1 rounded bg-amber-100 px-2 text-xs text-amber-900 dark:bg-amber-900 dark:text-amber-100">Paused</span> : null}
                  </h3>
                  <p className="text-sm text-gray-600 dark:text-gray-300">
                    {activity.points} pts · {activity.perPersonLimit === 1 ? 'once' : `up to ${activity.perPersonLimit} times`}
                    {activity.location ? ` · ${activity.location}` : ''} · {activity.scans} scans
                  </p>
                  <SessionTimes
                    startsAt={activity.startsAt}
                    endsAt={activity.endsAt}
                    eventZone={eventZone}
                    viewerZone={viewerTimeZone()}
                    withDay
                    className="text-sm text-gray-600 tabular-nums dark:text-gray-300"
                  />
                </div>
                <div className="flex flex-wrap gap-2">
                  <button type="button" className={buttonStyles.secondary} onClick={() => setEditing(activity.id)}>
                    Edit
                  </button>
                  <button type="button" className={buttonStyles.secondary} onClick={() => pause.mutate({ eventId, activityId: activity.id, paused: !activity.paused })}>
                    {activity.paused ? 'Resume' : 'Pause'}
                  </button>
                  <button
                    type="button"
                    className={buttonStyles.ghost}
                    onClick={() => {
                      if (window.confirm(`Delete “${activity.name}”? Points people earned with it are taken back.`)) remove.mutate({ eventId, activityId: activity.id });
                    }}
                  >
                    Delete
                  </button>
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
      <section aria-labelledby="recent-scans-heading">
        <h3 id="recent-scans-heading" className="font-semibold">
          Recent scans
        </h3>
        {recentScans.length === 0 ? <p className="text-sm text-gray-600 dark:text-gray-300">No scans yet.</p> : null}
        <ul className="mt-2 divide-y divide-gray-100 dark:divide-gray-800">
          {recentScans.map((scan) => (
            <li key={scan.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span className={scan.undone ? 'line-through opacity-70' : ''}>
                {clockTime(scan.scannedAt)} · {scan.personName} · {scan.activityName} · {scan.points} pts{scan.clockSkewed ? ' · device clock was off' : ''}
              </span>
              {scan.undone ? (
                <span className="text-gray-500">Undone</span>
              ) : (
                <button type="button" className={buttonStyles.ghost} aria-label={`Undo ${scan.personName}'s scan of ${scan.activityName}`} onClick={() => undo.mutate({ eventId, scanId: scan.id })}>
                  Undo
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
