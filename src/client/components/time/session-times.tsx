import { zonesDiffer } from '#shared/rules/schedule-days.ts';
import { timeRange, zoneName } from '../session-time.ts';

interface SessionTimesProps {
  startsAt: number;
  endsAt: number;
  eventZone: string;
  viewerZone: string;
}

/** The event's clock first; the viewer's, smaller, only when it reads differently. */
export function SessionTimes({ startsAt, endsAt, eventZone, viewerZone }: SessionTimesProps) {
  const differ = zonesDiffer(startsAt, eventZone, viewerZone);
  return (
    <p className="text-sm font-semibold text-primary-700 tabular-nums dark:text-primary-300">
      <time dateTime={new Date(startsAt * 1000).toISOString()}>{timeRange(startsAt, endsAt, eventZone)}</time>
      {differ ? (
        <>
          <span className="sr-only"> {zoneName(startsAt, eventZone)}</span>
          <span className="ml-2 text-xs font-normal text-gray-500 dark:text-gray-400">
            Your time: {timeRange(startsAt, endsAt, viewerZone)}
          </span>
        </>
      ) : null}
    </p>
  );
}
