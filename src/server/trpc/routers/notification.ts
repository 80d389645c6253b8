import { paginationSchema } from '#shared/contracts/common.ts';
import { notificationsStreamPayload } from '#shared/contracts/notification.ts';
import { listNotifications } from '../../services/notifications/list-notifications.ts';
import { router } from '../init.ts';
import { authedProcedure } from '../procedures.ts';

export const notificationRouter = router({
  list: authedProcedure
    .input(paginationSchema.prefault({}))
    .output(notificationsStreamPayload)
    .query(({ ctx, input }) => listNotifications(ctx.deps.db, ctx.account.id, input)),
});
