import { Link } from '@tanstack/react-router';
import type { SpeakerSummary } from '#shared/contracts/schedule.ts';
import { Avatar } from '#client/components/ui/avatar.tsx';

/** The session page's speakers, each a link to their attendee page. */
export function SpeakerList({ eventId, speakers }: { eventId: string; speakers: readonly SpeakerSummary[] }) {
  if (!speakers.length) return null;
  return (
    <section aria-labelledby="speakers">
      <h2 id="speakers" className="text-lg font-semibold">
        Speakers
      </h2>
      <ul className="mt-2 flex flex-col gap-2">
        {speakers.map((speaker) => (
          <li key={speaker.attendeeId}>
            <Link
              to="/event/$eventId/attendee/$attendeeId"
              params={{ eventId, attendeeId: speaker.attendeeId }}
              className="flex min-h-12 items-center gap-3 rounded-xl p-2 hover:bg-gray-100 dark:hover:bg-gray-800"
            >
              <Avatar firstName={speaker.firstName} lastName={speaker.lastName} src={speaker.picture?.src} size="md" />
              <span className="min-w-0">
                <span className="block font-semibold">{`${speaker.firstName} ${speaker.lastName}`.trim()}</span>
                <span className="block truncate text-sm text-gray-600 dark:text-gray-400">{[speaker.headline, speaker.company].filter(Boolean).join(' · ')}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
