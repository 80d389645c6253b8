import { router } from './init.ts';
import { accountRouter } from './routers/account.ts';
import { eventRouter } from './routers/event.ts';
import { notificationRouter } from './routers/notification.ts';

export const appRouter = router({
  account: accountRouter,
  event: eventRouter,
  notification: notificationRouter,
});

/** The one type the client imports (with `import type`). */
export type AppRouter = typeof appRouter;
