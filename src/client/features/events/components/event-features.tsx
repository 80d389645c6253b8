import { Link } from '@tanstack/react-router';
import type { HallwayEvent } from '#shared/contracts/event.ts';
import { featureSwitchedOff } from '#client/lib/feature-routes.ts';

type FeaturePath =
  | '/event/$eventId/schedule'
  | '/event/$eventId/attendees'
  | '/event/$eventId/activities'
  | '/event/$eventId/bingo'
  | '/event/$eventId/meetings'
  | '/event/$eventId/posts'
  | '/event/$eventId/album'
  | '/event/$eventId/exhibitors'
  | '/event/$eventId/feedback'
  | '/event/$eventId/polls'
  | '/event/$eventId/sponsors';

interface FeatureLink {
  label: string;
  to: FeaturePath;
  search?: { filter: string };
}

// Every page the event offers, each shown while the switch its page follows is on (the one map
// in lib/feature-routes.ts, as the event menu reads it), so what is listed always opens.
const featureLinks: FeatureLink[] = [
  { label: 'Schedule', to: '/event/$eventId/schedule', search: { filter: 'all' } },
  { label: 'Attendees & matches', to: '/event/$eventId/attendees', search: { filter: 'all' } },
  { label: 'Activities', to: '/event/$eventId/activities' },
  { label: 'Networking Bingo', to: '/event/$eventId/bingo' },
  { label: '1:1 meetings', to: '/event/$eventId/meetings' },
  { label: 'Updates', to: '/event/$eventId/posts' },
  { label: 'Photo album', to: '/event/$eventId/album' },
  { label: 'Exhibitors', to: '/event/$eventId/exhibitors' },
  { label: 'Session feedback', to: '/event/$eventId/feedback' },
  { label: 'Polls', to: '/event/$eventId/polls' },
  { label: 'Sponsors', to: '/event/$eventId/sponsors' },
];

const pill = 'rounded-full bg-white px-3 py-1 text-xs font-medium text-gray-700 ring-1 ring-gray-200 dark:bg-gray-800 dark:text-gray-200 dark:ring-gray-700';
const linkPill = `${pill} inline-flex min-h-11 items-center hover:ring-primary-400 hover:text-primary-700 dark:hover:text-primary-300`;

/**
 * What the organizer has switched on for this event: for members, links to each page; for
 * everyone else plain words (the pages are the members', they would be sent back here).
 */
export function EventFeatures({ event }: { event: HallwayEvent }) {
  const offered = featureLinks.filter((link) => featureSwitchedOff(event, link.to, link.search) === null);
  if (offered.length === 0) return null;
  const member = event.membership !== null;
  return (
    <section aria-labelledby="event-features" className="rounded-2xl bg-gray-50 p-5 dark:bg-gray-900/60">
      <h2 id="event-features" className="text-sm font-semibold text-gray-900 dark:text-gray-100">
        At this event
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {offered.map((link) => (
          <li key={link.to} className="flex">
            {member ? (
              <Link to={link.to} params={{ eventId: event.id }} search={link.search} className={linkPill}>
                {link.label}
              </Link>
            ) : (
              <span className={pill}>{link.label}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
