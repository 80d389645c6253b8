import { Link } from '@tanstack/react-router';
import type { MyEventFeedback } from '#shared/contracts/feedback.ts';
import type { Session } from '#shared/contracts/schedule.ts';
import { feedbackDateTime } from '../feedback-time.ts';

interface SessionsToRateProps {
  eventId: string;
  sessions: Session[];
  mine: MyEventFeedback;
  timeZone: string;
  now: number;
}

/** Sessions that have started (latest first), each with my rating or a way to give one. */
export function SessionsToRate({ eventId, sessions, mine, timeZone, now }: SessionsToRateProps) {
  const started = sessions
    .filter((session) => session.startsAt <= now && !mine.speakerProgramIds.includes(session.id))
    .sort((a, b) => b.startsAt - a.startsAt);
  if (started.length === 0) return <p className="text-sm text-gray-600 dark:text-gray-400">Sessions can be rated once they start.</p>;
  return (
    <ul className="flex flex-col divide-y divide-gray-200 dark:divide-gray-800">
      {started.map((session) => {
        const rating = mine.sessions[session.id]?.rating;
        return (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <div className="min-w-0">
              <p className="font-semibold break-words">{session.title}</p>
              <p className="text-sm text-gray-600 dark:text-gray-400">{feedbackDateTime(session.startsAt, timeZone)}</p>
            </div>
            <Link
              to="/event/$eventId/program/$programId"
              params={{ eventId, programId: session.id }}
              hash="rate"
              aria-label={rating ? `Change my rating of ${session.title} (${rating} of 5)` : `Rate ${session.title}`}
              className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-primary-700 hover:bg-gray-100 dark:text-primary-300 dark:hover:bg-gray-800"
            >
              {rating ? `${'★'.repeat(rating)} Change` : 'Rate'}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
