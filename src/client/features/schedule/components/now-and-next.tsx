import { Link } from '@tanstack/react-router';
import type { Session } from '#shared/contracts/schedule.ts';
import { nowAndNext } from '#shared/rules/schedule-days.ts';
import { timeRange } from '#client/lib/session-time.ts';

interface NowAndNextProps {
  sessions: readonly Session[];
  nowSeconds: number;
  eventZone: string;
}

/** While the programme runs: what is on now and what starts next. */
export function NowAndNext({ sessions, nowSeconds, eventZone }: NowAndNextProps) {
  if (!sessions.length) return null;
  const first = Math.min(...sessions.map((s) => s.startsAt));
  const last = Math.max(...sessions.map((s) => s.endsAt));
  if (nowSeconds < first || nowSeconds >= last) return null;
  const { now, next } = nowAndNext(sessions, nowSeconds);
  return (
    <section aria-labelledby="now-and-next" className="rounded-2xl bg-primary-50 p-4 ring-1 ring-primary-200 dark:bg-primary-500/10 dark:ring-primary-500/30">
      <h2 id="now-and-next" className="text-lg font-bold">
        Now and next
      </h2>
      <Group title="Now" sessions={now} eventZone={eventZone} />
      <Group title="Next" sessions={next} eventZone={eventZone} />
    </section>
  );
}

function Group({ title, sessions, eventZone }: { title: string; sessions: readonly Session[]; eventZone: string }) {
  if (!sessions.length) return null;
  return (
    <div className="mt-2">
      <h3 className="text-xs font-semibold tracking-wider text-gray-600 uppercase dark:text-gray-400">{title}</h3>
      <ul className="mt-1 space-y-1">
        {sessions.map((session) => (
          <li key={session.id} className="text-sm">
            <span className="font-semibold tabular-nums">{timeRange(session.startsAt, session.endsAt, eventZone)}</span>{' '}
            <Link to="/event/$eventId/program/$programId" params={{ eventId: session.eventId, programId: session.id }} className="underline-offset-2 hover:underline">
              {session.title}
            </Link>
            {session.room ? <span className="text-gray-600 dark:text-gray-400"> · {session.room}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
