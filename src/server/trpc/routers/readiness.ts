import { readinessInput, readinessSchema, reportPackInput, reportPackResult } from '#shared/contracts/readiness.ts';
import { requirePermission } from '../../services/access/require-access.ts';
import { consumeRateLimit } from '../../services/rate-limit.ts';
import { eventReadiness } from '../../services/readiness/event-readiness.ts';
import { recordPackReport } from '../../services/readiness/phone-reports.ts';
import { router } from '../init.ts';
import { authedProcedure } from '../procedures.ts';

/** Offline readiness: the organizers' page, and the phones' "my pack of this event synced". */
export const readinessRouter = router({
  get: authedProcedure
    .input(readinessInput)
    .output(readinessSchema)
    .query(async ({ ctx, input }) => {
      const { event } = await requirePermission(ctx, input.eventId, 'Event::Readiness::View');
      return eventReadiness(ctx.deps, event, ctx.deps.clock.now());
    }),

  /**
   * Any member whose phone keeps the event; counted by a random install id, stored behind a keyed
   * hash of the account (never the account), at most phonesPerAccount installs per account.
   */
  reportPack: authedProcedure
    .input(reportPackInput)
    .output(reportPackResult)
    .mutation(async ({ ctx, input }) => {
      const { event } = await requirePermission(ctx, input.eventId, 'Event::Member::Read');
      await consumeRateLimit(ctx.deps, 'packReportPerAccount', ctx.account.id);
      await recordPackReport(ctx.deps, { eventId: event.id, accountId: ctx.account.id, installId: input.deviceId }, ctx.deps.clock.now());
      return { ok: true as const };
    }),
});
