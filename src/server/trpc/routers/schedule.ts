import { z } from 'zod';
import { idSchema } from '#shared/contracts/common.ts';
import { agendaFeedSchema, agendaInput, agendaSchema, publicScheduleSchema, scheduleInput, setAgendaInput, setAgendaResult } from '#shared/contracts/schedule.ts';
import { requestOrigin } from '../../request/request-origin.ts';
import { agendaProgramIds, setAgenda } from '../../services/schedule/agenda.ts';
import { ensureFeedToken, feedUrl, regenerateFeedToken } from '../../services/schedule/agenda-feed.ts';
import { publicSchedule } from '../../services/schedule/public-schedule.ts';
import { requireSchedule } from '../../services/schedule/require-schedule.ts';
import { scheduleChanges } from '../../services/schedule/schedule-changes.ts';
import { router } from '../init.ts';
import { authedProcedure, publicProcedure } from '../procedures.ts';

/** The schedule and personal agenda of one event, which the app keeps offline in its event pack. */
export const scheduleRouter = router({
  /**
   * Everything, or with `since` only what changed (and what was removed) since that cursor.
   * Devices fetch the whole schedule from the shared feed (GET /api/events/:eventId/feeds/schedule)
   * and ask here for deltas. No output validation per request: tests check the shape.
   */
  get: authedProcedure
    .input(scheduleInput)
    .query(async ({ ctx, input }) => {
      const { event } = await requireSchedule(ctx, input.eventId);
      return scheduleChanges(ctx.deps.db, event, input.since, ctx.deps.clock.now());
    }),

  /** The embeddable schedule: no sign-in, published non-private events only, nothing private. */
  public: publicProcedure
    .input(z.object({ eventId: idSchema }))
    .output(publicScheduleSchema)
    .query(({ ctx, input }) => publicSchedule(ctx.deps.db, input.eventId)),

  agenda: authedProcedure
    .input(agendaInput)
    .output(agendaSchema)
    .query(async ({ ctx, input }) => {
      const { event } = await requireSchedule(ctx, input.eventId);
      const [programIds, token] = await Promise.all([
        agendaProgramIds(ctx.deps.db, ctx.account.id, event.id),
        ensureFeedToken(ctx.deps.db, ctx.account.id, event.id),
      ]);
      return { programIds, feedUrl: feedUrl(requestOrigin(ctx.deps, ctx.request), token) };
    }),

  /** A new private feed URL; calendars subscribed to the old one stop updating. Online only. */
  resetAgendaFeed: authedProcedure
    .input(agendaInput)
    .output(agendaFeedSchema)
    .mutation(async ({ ctx, input }) => {
      const { event } = await requireSchedule(ctx, input.eventId);
      const token = await regenerateFeedToken(ctx.deps.db, ctx.account.id, event.id);
      return { feedUrl: feedUrl(requestOrigin(ctx.deps, ctx.request), token) };
    }),

  /** Outbox op 'agenda.set': applied once per idempotency key; answers the agenda as it is now. */
  setAgenda: authedProcedure
    .input(setAgendaInput)
    .output(setAgendaResult)
    .mutation(async ({ ctx, input }) => {
      const { event } = await requireSchedule(ctx, input.eventId);
      return setAgenda(ctx.deps.db, { ...input, eventId: event.id, accountId: ctx.account.id });
    }),
});
