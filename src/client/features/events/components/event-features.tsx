import type { FeatureFlagName, HallwayEvent } from '#shared/contracts/event.ts';

const featureNames: Record<FeatureFlagName, string> = {
  enableSchedule: 'Schedule',
  enableAttendeeList: 'Attendees & matches',
  enableActivities: 'Activities',
  enableBingo: 'Networking Bingo',
  enablePosts: 'Updates',
  enableAlbum: 'Photo album',
  enableExhibitors: 'Exhibitors',
  enableFeedback: 'Session feedback',
  enableSponsors: 'Sponsors',
};

/** What the organizer has switched on for this event. */
export function EventFeatures({ event }: { event: HallwayEvent }) {
  const enabled = (Object.keys(featureNames) as FeatureFlagName[]).filter((flag) => event[flag]);
  if (enabled.length === 0) return null;
  return (
    <section aria-labelledby="event-features" className="rounded-2xl bg-gray-50 p-5 dark:bg-gray-900/60">
      <h2 id="event-features" className="text-sm font-semibold text-gray-900 dark:text-gray-100">
        At this event
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {enabled.map((flag) => (
          <li key={flag} className="rounded-full bg-white px-3 py-1 text-xs font-medium text-gray-700 ring-1 ring-gray-200 dark:bg-gray-800 dark:text-gray-200 dark:ring-gray-700">
            {featureNames[flag]}
          </li>
        ))}
      </ul>
    </section>
  );
}
