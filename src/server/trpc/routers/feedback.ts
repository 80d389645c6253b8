import {
  feedbackCsvResult,
  feedbackEventInput,
  feedbackResultsSchema,
  myEventFeedbackSchema,
  rateInput,
  rateResult,
  speakerFeedbackSchema,
} from '#shared/contracts/feedback.ts';
import { feedbackCsv, feedbackFilename } from '../../services/feedback/feedback-csv.ts';
import { feedbackChanged } from '../../services/feedback/feedback-live.ts';
import { feedbackResults } from '../../services/feedback/feedback-results.ts';
import { myFeedback } from '../../services/feedback/my-feedback.ts';
import { rate } from '../../services/feedback/rate.ts';
import { requireFeedbackMember, requireFeedbackResults } from '../../services/feedback/require-feedback.ts';
import { speakerResults } from '../../services/feedback/speaker-results.ts';
import { router } from '../init.ts';
import { authedProcedure } from '../procedures.ts';

/** Ratings of the event and its sessions: given by members (offline too), read by organizers and by each session's speakers. */
export const feedbackRouter = router({
  /** The viewer's own ratings, when feedback is open, and which sessions they speak at. */
  mine: authedProcedure
    .input(feedbackEventInput)
    .output(myEventFeedbackSchema)
    .query(async ({ ctx, input }) => {
      const { event, membership } = await requireFeedbackMember(ctx, input.eventId);
      return myFeedback(ctx.deps.db, event, { accountId: ctx.account.id, attendeeId: membership.attendeeId });
    }),

  /** Outbox op 'feedback.rate': the event (programId null) or one session; applied once per idempotency key. */
  rate: authedProcedure
    .input(rateInput)
    .output(rateResult)
    .mutation(async ({ ctx, input }) => {
      const { event, membership } = await requireFeedbackMember(ctx, input.eventId);
      const answer = await rate(ctx.deps.db, event, { ...input, accountId: ctx.account.id, attendeeId: membership.attendeeId }, ctx.deps.clock.now());
      // The organizers' results screen (and an ended session's speakers') follow live.
      feedbackChanged(ctx.deps.live, event.id, answer.programId);
      return answer;
    }),

  /** The viewer's own sessions as a speaker; each one's results once it has ended. */
  speakerResults: authedProcedure
    .input(feedbackEventInput)
    .output(speakerFeedbackSchema)
    .query(async ({ ctx, input }) => {
      const { event, membership } = await requireFeedbackMember(ctx, input.eventId);
      return speakerResults(ctx.deps.db, event.id, membership.attendeeId, ctx.deps.clock.now());
    }),

  /** Organizers: the event and every session, with comments (anonymous ones without a name). */
  results: authedProcedure
    .input(feedbackEventInput)
    .output(feedbackResultsSchema)
    .query(async ({ ctx, input }) => {
      const { event } = await requireFeedbackResults(ctx, input.eventId);
      return feedbackResults(ctx.deps.db, event.id);
    }),

  exportCsv: authedProcedure
    .input(feedbackEventInput)
    .output(feedbackCsvResult)
    .query(async ({ ctx, input }) => {
      const { event } = await requireFeedbackResults(ctx, input.eventId);
      return { filename: feedbackFilename(event.name, ctx.deps.clock.now()), csv: await feedbackCsv(ctx.deps.db, event.id) };
    }),
});
