import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import {
  eventAttributesResult,
  eventIdInput,
  eventListInput,
  eventProgramInput,
  eventSchema,
  programItemSchema,
} from '#shared/contracts/event.ts';
import { findVisibleEvent } from '../../services/events/event-access.ts';
import { toEventDto } from '../../services/events/event-dto.ts';
import { eventNotFoundMessage, joinEvent } from '../../services/events/join-event.ts';
import { listEvents } from '../../services/events/list-events.ts';
import { findSessionBounds, listProgram } from '../../services/events/list-program.ts';
import { toUnixSeconds } from '../../services/clock.ts';
import { router } from '../init.ts';
import { authedProcedure, publicProcedure } from '../procedures.ts';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: eventNotFoundMessage });

export const eventRouter = router({
  list: authedProcedure
    .input(eventListInput.prefault({}))
    .output(z.object({ items: z.array(eventSchema) }))
    .query(async ({ ctx, input }) => ({
      items: await listEvents(ctx.deps.db, ctx.account.id, input.filter, ctx.deps.clock.now()),
    })),

  byId: publicProcedure
    .input(eventIdInput)
    .output(eventSchema)
    .query(async ({ ctx, input }) => {
      const visible = await findVisibleEvent(ctx.deps.db, input.id, ctx.account?.id ?? null);
      if (!visible) throw notFound();
      return toEventDto(visible.event, visible.membership);
    }),

  /** Spec §7: an envelope, so the client raises 'Failed to fetch event attributes' itself. */
  attributes: publicProcedure
    .input(eventIdInput)
    .output(eventAttributesResult)
    .query(async ({ ctx, input }) => {
      const visible = await findVisibleEvent(ctx.deps.db, input.id, ctx.account?.id ?? null);
      if (!visible) return { success: false as const, error: { message: eventNotFoundMessage } };
      const bounds = await findSessionBounds(ctx.deps.db, input.id);
      return {
        success: true as const,
        data: { eventStartAt: toUnixSeconds(visible.event.startsAt), eventEndAt: toUnixSeconds(visible.event.endsAt), ...bounds },
      };
    }),

  program: publicProcedure
    .input(eventProgramInput)
    .output(z.object({ items: z.array(programItemSchema) }))
    .query(async ({ ctx, input }) => {
      const visible = await findVisibleEvent(ctx.deps.db, input.eventId, ctx.account?.id ?? null);
      if (!visible) throw notFound();
      return { items: await listProgram(ctx.deps.db, input.eventId) };
    }),

  join: authedProcedure
    .input(eventIdInput)
    .output(eventSchema)
    .mutation(({ ctx, input }) => joinEvent(ctx.deps, ctx.account.id, input.id)),
});
