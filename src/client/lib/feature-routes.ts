import type { FeatureFlagName, FeatureFlags } from '#shared/contracts/event.ts';
import type { RegisteredRouter } from '@tanstack/react-router';

// Which switch of the event each attendee page follows. The event menu (which entries exist) and
// the attendee layout (which pages open) both read this one map, so a page the menu hides can
// never open by its URL, and a page that opens always has its way in.

export interface RouteFeature {
  flag: FeatureFlagName;
  /** The page title while the page is switched off ('{title} | {brand}'). */
  title: string;
  /** The sentence's subject: "<subject> isn't offered at this event". */
  subject: string;
  /** "Polls aren't …" rather than "… isn't …". */
  plural?: boolean;
}

/**
 * A route as the router's `to` names it (no trailing slash). Read from the router registered in
 * router.tsx, not from route-tree.gen.ts: the route tree imports every route, and lib/ is below them.
 */
export type AttendeeRoutePath = Exclude<RegisteredRouter['routeTree']['types']['fileRouteTypes']['to'], '/'>;

const schedule: RouteFeature = { flag: 'enableSchedule', title: 'Schedule', subject: 'The schedule' };
const attendeeList: RouteFeature = { flag: 'enableAttendeeList', title: 'Attendees', subject: 'The attendee list' };
const activities: RouteFeature = { flag: 'enableActivities', title: 'Activities', subject: 'Activities', plural: true };
const bingo: RouteFeature = { flag: 'enableBingo', title: 'Networking Bingo', subject: 'Networking bingo' };

const byPath: Partial<Record<AttendeeRoutePath, RouteFeature>> = {
  '/event/$eventId/schedule': schedule,
  // A session's page and its questions are part of the programme (questions have no switch of their own).
  '/event/$eventId/program/$programId': schedule,
  '/event/$eventId/program/$programId/questions': { flag: 'enableSchedule', title: 'Questions', subject: 'Questions', plural: true },
  '/event/$eventId/attendees': attendeeList,
  '/event/$eventId/attendee/$attendeeId': attendeeList,
  // Matches are found in the attendee list.
  '/event/$eventId/matches': { flag: 'enableAttendeeList', title: 'Matches', subject: 'Matches', plural: true },
  '/event/$eventId/activities': activities,
  '/event/$eventId/activities/scan': activities,
  '/event/$eventId/bingo': bingo,
  '/event/$eventId/bingo/$tileId/scan': bingo,
  '/event/$eventId/meetings': { flag: 'enableMeetings', title: 'Meetings', subject: '1:1 meetings', plural: true },
  '/event/$eventId/posts': { flag: 'enablePosts', title: 'Updates', subject: 'Updates', plural: true },
  '/event/$eventId/album': { flag: 'enableAlbum', title: 'Album', subject: 'The album' },
  '/event/$eventId/exhibitors': { flag: 'enableExhibitors', title: 'Exhibitors', subject: 'The exhibitor list' },
  '/event/$eventId/sponsors': { flag: 'enableSponsors', title: 'Sponsors', subject: 'The sponsor list' },
  '/event/$eventId/feedback': { flag: 'enableFeedback', title: 'Feedback', subject: 'Feedback' },
  // Polls are part of feedback (they have no switch of their own).
  '/event/$eventId/polls': { flag: 'enableFeedback', title: 'Polls', subject: 'Polls', plural: true },
};

/** The attendee list filtered to speakers is its own entry in the menu, with its own words. */
const speakers: RouteFeature = { flag: 'enableAttendeeList', title: 'Speakers', subject: 'The speaker list' };

/** Attendee pages every member may open whatever the switches say. */
export const alwaysOfferedPaths: readonly AttendeeRoutePath[] = ['/event/$eventId', '/event/$eventId/me'];

/** Accepts the router's full path too ('/event/$eventId/bingo/' for an index route). */
function normalise(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** The switch a page follows, or undefined for pages that have none. */
export function featureOfRoute(path: string, search?: { filter?: unknown }): RouteFeature | undefined {
  const key = normalise(path) as AttendeeRoutePath;
  if (key === '/event/$eventId/attendees' && search?.filter === 'speakers') return speakers;
  return byPath[key];
}

/** Every path the map names, for tests that check no attendee page is left out. */
export function featurePaths(): string[] {
  return Object.keys(byPath);
}

/** The page's feature when the event has switched it off; null when the page may open. */
export function featureSwitchedOff(flags: FeatureFlags, path: string, search?: { filter?: unknown }): RouteFeature | null {
  const feature = featureOfRoute(path, search);
  return feature && !flags[feature.flag] ? feature : null;
}

export function notOfferedSentence(feature: RouteFeature): string {
  return `${feature.subject} ${feature.plural ? "aren't" : "isn't"} offered at this event`;
}
