import type { Session } from '#shared/contracts/schedule.ts';
import { dayLabel, groupByZonedDay } from '#shared/rules/schedule-days.ts';
import { SessionItem } from './session-item.tsx';

interface SessionListProps {
  sessions: readonly Session[];
  timeZone: string;
  clashNotes: ReadonlyMap<string, string[]>;
  onEdit: (session: Session) => void;
  onRemove: (session: Session) => void;
}

/** The programme by day on the event's calendar (a session past midnight stays on the day it starts). */
export function SessionList({ sessions, timeZone, clashNotes, onEdit, onRemove }: SessionListProps) {
  const days = groupByZonedDay(sessions, timeZone);
  return (
    <div className="space-y-6">
      {days.map((day) => (
        <section key={day.key} aria-labelledby={`schedule-day-${day.key}`}>
          <h3 id={`schedule-day-${day.key}`} className="text-sm font-semibold tracking-wide text-gray-500 uppercase dark:text-gray-400">
            {dayLabel(day.key)}
            <span className="sr-only">, {day.items.length === 1 ? '1 session' : `${day.items.length} sessions`}</span>
          </h3>
          <ul className="mt-1 divide-y divide-gray-200 dark:divide-gray-800">
            {day.items.map((session) => (
              <li key={session.id}>
                <SessionItem
                  session={session}
                  timeZone={timeZone}
                  clashNotes={clashNotes.get(session.id) ?? []}
                  onEdit={() => onEdit(session)}
                  onRemove={() => onRemove(session)}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
