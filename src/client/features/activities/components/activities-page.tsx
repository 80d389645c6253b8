import { Link } from '@tanstack/react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { SessionTimes } from '#client/components/time/session-times.tsx';
import { viewerTimeZone } from '#client/lib/session-time.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useActivityProgress } from '../hooks/use-activity-progress.ts';
import { useEventTimeZone } from '../hooks/use-event-time-zone.ts';
import { LeaderboardPanel } from './leaderboard-panel.tsx';
import { QueuedScans } from './queued-scans.tsx';

/**
 * /event/{id}/activities: my points, what is done and what is left, the prize and the leaderboard.
 * The list comes from the event pack, so the page opens offline once the event was saved; my own
 * scans come from the saved activities.board answer and the outbox.
 */
export function ActivitiesPage({ eventId, viewerZone = viewerTimeZone() }: { eventId: string; /** The device's zone; tests pass one. */ viewerZone?: string }) {
  usePageTitle('Activities');
  const progress = useActivityProgress(eventId);
  const eventZone = useEventTimeZone(eventId);
  const { list, board } = progress;
  if (!list) {
    if (!progress.packStatus.loaded || progress.packStatus.syncing) return <Spinner label="Loading activities" />;
    return <p role="status">The activities are not on this device yet. Open this page once with a connection to keep them here.</p>;
  }
  const { activities, prizeText } = list;
  const leaderboard = board.data?.leaderboard ?? 'named';
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">Activities</h1>
        <Link to="/event/$eventId/activities/scan" params={{ eventId }} className={buttonStyles.primary}>
          Scan an activity code
        </Link>
      </div>
      <section aria-label="Your points" className="rounded-2xl bg-primary-50 p-4 dark:bg-primary-950">
        <p className="text-3xl font-bold tabular-nums" data-testid="my-points">
          {progress.confirmedPoints + progress.unconfirmedPoints} points
        </p>
        {progress.unconfirmedPoints > 0 ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {progress.unconfirmedPoints} of them unconfirmed: they count once the server has checked them.
          </p>
        ) : null}
        {prizeText ? <p className="mt-2 whitespace-pre-line text-sm">{prizeText}</p> : null}
      </section>
      <QueuedScans progress={progress} />
      <section aria-labelledby="activities-heading">
        <h2 id="activities-heading" className="text-lg font-bold">
          Things to do
        </h2>
        {activities.length === 0 ? <p className="mt-2 text-sm text-gray-600 dark:text-gray-300">No activities yet.</p> : null}
        <ul className="mt-2 flex flex-col gap-3">
          {activities.map((activity) => {
            const earned = progress.earned(activity.id);
            const done = earned >= activity.perPersonLimit;
            const status = activity.paused ? 'Paused' : done ? 'Done' : activity.perPersonLimit > 1 ? `${earned} of ${activity.perPersonLimit} done` : 'To do';
            return (
              <li key={activity.id} className="rounded-2xl border border-gray-200 p-4 dark:border-gray-800" aria-label={activity.name}>
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h3 className="font-semibold">{activity.name}</h3>
                    {activity.location ? <p className="text-sm text-gray-600 dark:text-gray-300">{activity.location}</p> : null}
                    <SessionTimes
                      startsAt={activity.startsAt}
                      endsAt={activity.endsAt}
                      eventZone={eventZone}
                      viewerZone={viewerZone}
                      withDay
                      className="text-sm text-gray-600 tabular-nums dark:text-gray-300"
                    />
                  </div>
                  <div className="shrink-0 text-right">
                    <p className="font-bold tabular-nums">{activity.points} pts</p>
                    <p className={`text-sm ${done ? 'text-green-700 dark:text-green-400' : 'text-gray-600 dark:text-gray-300'}`}>{status}</p>
                  </div>
                </div>
                {activity.picture ? <img src={activity.picture.src} alt={`Photo of ${activity.name}`} loading="lazy" className="mt-3 max-h-48 w-full rounded-xl object-cover" /> : null}
                {activity.description ? <p className="mt-2 whitespace-pre-line text-sm">{activity.description}</p> : null}
              </li>
            );
          })}
        </ul>
      </section>
      <LeaderboardPanel eventId={eventId} visibility={leaderboard} />
    </div>
  );
}
