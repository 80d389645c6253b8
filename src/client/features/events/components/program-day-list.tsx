import type { ProgramDay } from '../program-days.ts';
import { timeRange } from '#client/lib/session-time.ts';

/** The event home's programme for one day, on the event's clock in the schedule's form ("09:00–10:30"). */
export function ProgramDayList({ day, timeZone }: { day: ProgramDay; timeZone: string }) {
  return (
    <div className="mt-6">
      <h3 className="text-sm font-semibold tracking-wide text-primary-700 uppercase dark:text-primary-300">{day.label}</h3>
      <ol className="mt-3 space-y-3 border-l-2 border-primary-100 pl-4 dark:border-primary-500/20">
        {day.items.map((item) => (
          <li key={item.id} className="relative">
            <span aria-hidden="true" className="absolute top-2 -left-[1.4rem] size-2.5 rounded-full bg-primary-500 ring-4 ring-white dark:ring-gray-950" />
            <p className="text-sm font-medium text-gray-500 tabular-nums dark:text-gray-400">
              {timeRange(item.startsAt, item.endsAt, timeZone)}
              {item.room ? ` · ${item.room}` : ''}
            </p>
            <p className="font-semibold text-gray-900 dark:text-gray-100">{item.title}</p>
            {item.track ? <p className="text-xs text-gray-500 dark:text-gray-400">{item.track}</p> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
