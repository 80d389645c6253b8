import { Link } from '@tanstack/react-router';

export interface SpeakingSession {
  id: string;
  title: string;
  room: string;
  startsAt: number;
  endsAt: number;
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();
function when(seconds: number, timeZone: string): string {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clockFormats.set(timeZone, format);
  }
  return format.format(seconds * 1000);
}

/** "Speaks at": the sessions this person is on, in the event's time zone. */
export function SpeakingSessions({ eventId, sessions, timeZone }: { eventId: string; sessions: readonly SpeakingSession[]; timeZone: string }) {
  if (!sessions.length) return null;
  return (
    <section aria-labelledby="speaks-at">
      <h2 id="speaks-at" className="text-lg font-semibold">
        Speaks at
      </h2>
      <ul className="mt-2 flex flex-col gap-2">
        {[...sessions]
          .sort((a, b) => a.startsAt - b.startsAt)
          .map((session) => (
            <li key={session.id} className="rounded-xl bg-white p-3 ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800">
              <Link to="/event/$eventId/program/$programId" params={{ eventId, programId: session.id }} className="font-semibold underline-offset-2 hover:underline">
                {session.title}
              </Link>
              <p className="text-sm text-gray-600 dark:text-gray-400">{[when(session.startsAt, timeZone), session.room].filter(Boolean).join(' · ')}</p>
            </li>
          ))}
      </ul>
    </section>
  );
}
