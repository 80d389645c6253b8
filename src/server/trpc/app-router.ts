import { router } from './init.ts';
import { accountRouter } from './routers/account.ts';
import { albumRouter } from './routers/album.ts';
import { attendeesRouter } from './routers/attendees.ts';
import { bingoRouter } from './routers/bingo.ts';
import { checkInRouter } from './routers/check-in.ts';
import { connectionRouter } from './routers/connection.ts';
import { eventAdminRouter } from './routers/event-admin.ts';
import { eventRouter } from './routers/event.ts';
import { feedbackRouter } from './routers/feedback.ts';
import { matchesRouter } from './routers/matches.ts';
import { meetingsRouter } from './routers/meetings.ts';
import { notificationRouter } from './routers/notification.ts';
import { organizationRouter } from './routers/organization.ts';
import { peopleRouter } from './routers/people.ts';
import { personalCodeRouter } from './routers/personal-code.ts';
import { exhibitorsRouter } from './routers/exhibitors.ts';
import { pollsRouter } from './routers/polls.ts';
import { activitiesRouter } from './routers/activities.ts';
import { postsRouter } from './routers/posts.ts';
import { profileRouter } from './routers/profile.ts';
import { questionsRouter } from './routers/questions.ts';
import { readinessRouter } from './routers/readiness.ts';
import { scheduleAdminRouter } from './routers/schedule-admin.ts';
import { scheduleRouter } from './routers/schedule.ts';
import { sponsorsRouter } from './routers/sponsors.ts';

export const appRouter = router({
  account: accountRouter,
  album: albumRouter,
  attendees: attendeesRouter,
  checkIn: checkInRouter,
  connection: connectionRouter,
  event: eventRouter,
  eventAdmin: eventAdminRouter,
  feedback: feedbackRouter,
  matches: matchesRouter,
  meetings: meetingsRouter,
  notification: notificationRouter,
  organization: organizationRouter,
  people: peopleRouter,
  personalCode: personalCodeRouter,
  polls: pollsRouter,
  bingo: bingoRouter,
  activities: activitiesRouter,
  exhibitors: exhibitorsRouter,
  sponsors: sponsorsRouter,
  posts: postsRouter,
  profile: profileRouter,
  questions: questionsRouter,
  readiness: readinessRouter,
  schedule: scheduleRouter,
  scheduleAdmin: scheduleAdminRouter,
});

/** The one type the client imports (with `import type`). */
export type AppRouter = typeof appRouter;
