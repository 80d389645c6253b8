import { Link } from '@tanstack/react-router';
import type { SpeakerSummary } from '#shared/contracts/schedule.ts';

/** Speakers, each linking to their attendee page. */
export function SpeakerNames({ eventId, speakers }: { eventId: string; speakers: readonly SpeakerSummary[] }) {
  if (!speakers.length) return null;
  return (
    <p className="text-sm text-gray-700 dark:text-gray-300">
      {speakers.map((speaker, index) => (
        <span key={speaker.attendeeId}>
          {index > 0 ? ', ' : ''}
          <Link
            to="/event/$eventId/attendee/$attendeeId"
            params={{ eventId, attendeeId: speaker.attendeeId }}
            className="font-medium underline-offset-2 hover:underline"
          >
            {`${speaker.firstName} ${speaker.lastName}`.trim()}
          </Link>
        </span>
      ))}
    </p>
  );
}
