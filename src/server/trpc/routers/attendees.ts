import { z } from 'zod';
import {
  answerConnectRequestInput,
  attendeeDetailInput,
  attendeeDetailSchema,
  connectRequestInput,
  directoryInput,
  directoryOverlayInput,
  directoryOverlaySchema,
} from '#shared/contracts/attendees.ts';
import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema/accounts.ts';
import { attendeeDetail, requireVisibleMember } from '../../services/attendees/attendee-detail.ts';
import { answerConnection, requestConnection } from '../../services/attendees/connect-requests.ts';
import { directoryChanges } from '../../services/attendees/directory-changes.ts';
import { directoryOverlay } from '../../services/attendees/directory-overlay.ts';
import { requireAttendeeList } from '../../services/attendees/require-attendee-list.ts';
import type { Context } from '../context.ts';
import { router } from '../init.ts';
import { authedProcedure } from '../procedures.ts';

const connectionResult = z.object({ connection: attendeeDetailSchema.shape.connection });

/** The other person of a connect action: someone the caller may see in the event. */
async function otherPerson(ctx: Context & { account: { id: string } }, eventId: string, attendeeId: string) {
  const member = await requireVisibleMember(ctx.deps.db, eventId, ctx.account.id, attendeeId);
  const [person] = await ctx.deps.db
    .select({ id: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName })
    .from(accounts)
    .where(eq(accounts.id, member.accountId))
    .limit(1);
  return person ?? { id: member.accountId, firstName: member.person.firstName, lastName: member.person.lastName };
}

/** The attendee directory and attendee pages of one event; visibility is applied here. */
export const attendeesRouter = router({
  /**
   * Everyone the caller may see, or with `since` who changed (and who must go) since that cursor.
   * Devices fetch the whole list as the shared feed (GET /api/events/:eventId/feeds/directory)
   * plus directoryOverlay, and ask here for deltas. No output validation per request: tests check the shape.
   */
  directory: authedProcedure
    .input(directoryInput)
    .query(async ({ ctx, input }) => {
      const { event } = await requireAttendeeList(ctx, input.eventId);
      return directoryChanges(ctx.deps.db, { eventId: event.id, viewerAccountId: ctx.account.id, sinceMs: input.since, now: ctx.deps.clock.now() });
    }),

  /** What only this viewer may see, laid over the shared directory feed (a few people, not thousands). */
  directoryOverlay: authedProcedure
    .input(directoryOverlayInput)
    .output(directoryOverlaySchema)
    .query(async ({ ctx, input }) => {
      const { event } = await requireAttendeeList(ctx, input.eventId);
      return directoryOverlay(ctx.deps.db, { eventId: event.id, viewerAccountId: ctx.account.id });
    }),

  detail: authedProcedure
    .input(attendeeDetailInput)
    .output(attendeeDetailSchema)
    .query(async ({ ctx, input }) => {
      const { event } = await requireAttendeeList(ctx, input.eventId);
      return attendeeDetail(ctx.deps.db, { eventId: event.id, viewerAccountId: ctx.account.id, attendeeId: input.attendeeId });
    }),

  /** Asks to connect (or accepts, when they asked first); answers where the caller now stands. */
  connect: authedProcedure
    .input(connectRequestInput)
    .output(connectionResult)
    .mutation(async ({ ctx, input }) => {
      const { event } = await requireAttendeeList(ctx, input.eventId);
      const them = await otherPerson(ctx, event.id, input.attendeeId);
      return { connection: await requestConnection(ctx.deps, ctx.request.log, { me: ctx.account, them, eventId: event.id }) };
    }),

  /** Accepts or declines the other person's request to the caller. */
  answerConnect: authedProcedure
    .input(answerConnectRequestInput)
    .output(connectionResult)
    .mutation(async ({ ctx, input }) => {
      const { event } = await requireAttendeeList(ctx, input.eventId);
      const them = await otherPerson(ctx, event.id, input.attendeeId);
      return { connection: await answerConnection(ctx.deps, ctx.request.log, { me: ctx.account, them, eventId: event.id, accept: input.accept }) };
    }),
});
