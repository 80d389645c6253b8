import { zonesDiffer } from '#shared/rules/schedule-days.ts';
import { sessionDate, timeRange, zoneName } from '#client/lib/session-time.ts';

interface SessionTimesProps {
  startsAt: number;
  endsAt: number;
  eventZone: string;
  viewerZone: string;
  /** Name the day too ("Sat, 22 Nov, 09:00–10:30"), where no day heading above says it (activities). */
  withDay?: boolean;
  className?: string;
}

const sessionClass = 'text-sm font-semibold text-primary-700 tabular-nums dark:text-primary-300';

/** "09:00–10:30", or with the day in front, on that zone's clock. */
function windowText(startsAt: number, endsAt: number, zone: string, withDay: boolean): string {
  const range = timeRange(startsAt, endsAt, zone);
  return withDay ? `${sessionDate(startsAt, zone)}, ${range}` : range;
}

/**
 * The event's clock first; the viewer's, smaller, only when it reads differently. The one way an
 * event's times are shown: the schedule's sessions and the activities alike.
 */
export function SessionTimes({ startsAt, endsAt, eventZone, viewerZone, withDay = false, className = sessionClass }: SessionTimesProps) {
  const differ = zonesDiffer(startsAt, eventZone, viewerZone);
  return (
    <p className={className}>
      <time dateTime={new Date(startsAt * 1000).toISOString()}>{windowText(startsAt, endsAt, eventZone, withDay)}</time>
      {differ ? (
        <>
          <span className="sr-only"> {zoneName(startsAt, eventZone)}</span>
          <span className="ml-2 text-xs font-normal text-gray-500 dark:text-gray-400">
            Your time: {windowText(startsAt, endsAt, viewerZone, withDay)}
          </span>
        </>
      ) : null}
    </p>
  );
}
