import { z } from 'zod';
import { dismissMatchInput, matchCountInput, matchCountResult, matchesInput, matchesSchema } from '#shared/contracts/attendees.ts';
import { dismissMatch } from '../../services/matches/dismiss-match.ts';
import { listMatches } from '../../services/matches/list-matches.ts';
import { matchCount } from '../../services/matches/match-count.ts';
import { router } from '../init.ts';
import { authedProcedure } from '../procedures.ts';
import { requireAttendeeList } from '../../services/attendees/require-attendee-list.ts';

/** People to meet in an event (and their count for the badge): part of the attendee list feature. */
export const matchesRouter = router({
  list: authedProcedure
    .input(matchesInput)
    .output(matchesSchema)
    .query(async ({ ctx, input }) => {
      const { event } = await requireAttendeeList(ctx, input.eventId);
      const matches = await listMatches(ctx.deps.db, { eventId: event.id, viewerAccountId: ctx.account.id });
      return { matches, computedAt: ctx.deps.clock.now().getTime() };
    }),

  /** An envelope, success: false (not an error) when there is nothing to count for, so the badge just hides. */
  count: authedProcedure
    .input(matchCountInput)
    .output(matchCountResult)
    .query(({ ctx, input }) => matchCount(ctx.deps.db, { attendeeId: input.attendeeId, viewerAccountId: ctx.account.id })),

  dismiss: authedProcedure
    .input(dismissMatchInput)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      const { event } = await requireAttendeeList(ctx, input.eventId);
      await dismissMatch(ctx.deps.db, { eventId: event.id, viewerAccountId: ctx.account.id, attendeeId: input.attendeeId, now: ctx.deps.clock.now() });
      return { ok: true as const };
    }),
});
