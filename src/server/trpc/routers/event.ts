import { z } from 'zod';
import { joinByCodeInput, joinByTokenInput } from '#shared/contracts/event-admin.ts';
import {
  eventAttributesResult,
  eventIdInput,
  eventListInput,
  eventProgramInput,
  eventSchema,
  programItemSchema,
} from '#shared/contracts/event.ts';
import { eventNotFoundMessage, requireFeature, requireVisibleEvent } from '../../services/access/require-access.ts';
import { toUnixSeconds } from '../../services/clock.ts';
import { joinByCode } from '../../services/events/join-by-code.ts';
import { joinByToken } from '../../services/events/join-by-token.ts';
import { joinOpenEvent } from '../../services/events/join-event.ts';
import { listEvents } from '../../services/events/list-events.ts';
import { findSessionBounds, listProgram } from '../../services/events/list-program.ts';
import { consumeRateLimit } from '../../services/rate-limit.ts';
import { eventDto, freshEventDto, themeWarning } from '../event-dto-for.ts';
import { router } from '../init.ts';
import { authedProcedure, publicProcedure } from '../procedures.ts';

export const eventRouter = router({
  list: authedProcedure
    .input(eventListInput.prefault({}))
    .output(z.object({ items: z.array(eventSchema) }))
    .query(async ({ ctx, input }) => ({
      items: await listEvents(ctx.deps.db, ctx.account.id, input.filter, ctx.deps.clock.now(), themeWarning(ctx)),
    })),

  byId: publicProcedure
    .input(eventIdInput)
    .output(eventSchema)
    .query(async ({ ctx, input }) => eventDto(ctx, await requireVisibleEvent(ctx, input.id))),

  /** An envelope, so the client raises 'Failed to fetch event attributes' itself. */
  attributes: publicProcedure
    .input(eventIdInput)
    .output(eventAttributesResult)
    .query(async ({ ctx, input }) => {
      const access = await ctx.access.event(input.id);
      if (!access?.visible) return { success: false as const, error: { message: eventNotFoundMessage } };
      const bounds = await findSessionBounds(ctx.deps.db, input.id);
      return {
        success: true as const,
        data: { eventStartAt: toUnixSeconds(access.event.startsAt), eventEndAt: toUnixSeconds(access.event.endsAt), ...bounds },
      };
    }),

  /** The programme belongs to the schedule feature: switched off, it is FORBIDDEN for everyone. */
  program: publicProcedure
    .input(eventProgramInput)
    .output(z.object({ items: z.array(programItemSchema) }))
    .query(async ({ ctx, input }) => {
      const { event } = await requireVisibleEvent(ctx, input.eventId);
      requireFeature(event, 'enableSchedule');
      return { items: await listProgram(ctx.deps.db, input.eventId) };
    }),

  /** The open Join button. Answers the event with the membership (the client makes it the active attendee). */
  join: authedProcedure
    .input(eventIdInput)
    .output(eventSchema)
    .mutation(async ({ ctx, input }) => {
      const access = await requireVisibleEvent(ctx, input.id);
      await joinOpenEvent(ctx.deps, access, ctx.account.id);
      return freshEventDto(ctx, input.id);
    }),

  /** A join link from an invitation mail: the invited account joins with the invited role and ticket. */
  joinByToken: authedProcedure
    .input(joinByTokenInput)
    .output(eventSchema)
    .mutation(async ({ ctx, input }) => freshEventDto(ctx, await joinByToken(ctx.deps, ctx.account, input.token))),

  /** A code typed in (policy "code" only). Rate limited per account: codes are short enough to guess at. */
  joinByCode: authedProcedure
    .input(joinByCodeInput)
    .output(eventSchema)
    .mutation(async ({ ctx, input }) => {
      await consumeRateLimit(ctx.deps, 'joinCodePerAccount', ctx.account.id);
      return freshEventDto(ctx, await joinByCode(ctx.deps, ctx.account.id, input.code));
    }),
});
