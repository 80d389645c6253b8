import { router } from './init.ts';
import { accountRouter } from './routers/account.ts';
import { checkInRouter } from './routers/check-in.ts';
import { connectionRouter } from './routers/connection.ts';
import { eventAdminRouter } from './routers/event-admin.ts';
import { eventRouter } from './routers/event.ts';
import { notificationRouter } from './routers/notification.ts';
import { organizationRouter } from './routers/organization.ts';
import { peopleRouter } from './routers/people.ts';
import { personalCodeRouter } from './routers/personal-code.ts';
import { profileRouter } from './routers/profile.ts';

export const appRouter = router({
  account: accountRouter,
  checkIn: checkInRouter,
  connection: connectionRouter,
  event: eventRouter,
  eventAdmin: eventAdminRouter,
  notification: notificationRouter,
  organization: organizationRouter,
  people: peopleRouter,
  personalCode: personalCodeRouter,
  profile: profileRouter,
});

/** The one type the client imports (with `import type`). */
export type AppRouter = typeof appRouter;
