import type { AnyRouter } from '@tanstack/react-router';
import type { HallwayEvent } from '#shared/contracts/event.ts';
import { alwaysOfferedPaths, featureSwitchedOff, type AttendeeRoutePath } from '#client/lib/feature-routes.ts';

// "Make available offline" keeps every screen of the event, not only the event pack: each
// screen's loader fetches the person's own answers (my ratings, my bingo card, the activity board
// and its key…) with the very query options the screen uses, so running the loaders of every
// screen the event offers puts them in the saved query cache (their routers keep the long offline
// gcTime, lib/queries/offline-query-defaults.ts). Screens that need another id (a session, a
// person) read the pack.
const eventScreens: readonly AttendeeRoutePath[] = [
  ...alwaysOfferedPaths,
  '/event/$eventId/schedule',
  '/event/$eventId/attendees',
  '/event/$eventId/matches',
  '/event/$eventId/posts',
  '/event/$eventId/polls',
  '/event/$eventId/feedback',
  '/event/$eventId/exhibitors',
  '/event/$eventId/sponsors',
  '/event/$eventId/album',
  '/event/$eventId/activities',
  '/event/$eventId/bingo',
  '/event/$eventId/meetings',
];

/** The screens of the event the organizers switched on. */
function offeredEventScreens(event: HallwayEvent): AttendeeRoutePath[] {
  return eventScreens.filter((path) => featureSwitchedOff(event, path) === null);
}

/** Runs each offered screen's loader once, one after the other; one that fails leaves the others. */
export async function preloadEventScreens(router: AnyRouter, event: HallwayEvent): Promise<number> {
  let failed = 0;
  for (const to of offeredEventScreens(event)) {
    try {
      await router.preloadRoute({ to, params: { eventId: event.id } });
    } catch (error) {
      failed += 1;
      console.warn(`Could not keep ${to} for offline use`, error);
    }
  }
  return failed;
}
