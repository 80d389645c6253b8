import * as z from 'zod/mini';
import { idSchema, multiLine, unixSecondsSchema } from './common-mini.ts';
import { actedAtSchema, idempotencyKeySchema } from './outbox.ts';
import { feedbackCommentMaxLength } from '../rules/feedback-limits.ts';

// Feedback: one rating (1-5) with an optional comment per person for the event, and one per person
// per session. Both travel through the outbox (op 'feedback.rate'), so a rating made offline in
// the room counts once. Anonymous entries keep the person on the server (to edit it and to keep it
// one per person) but no answer ever names them.
// Written in zod/mini: the page checks the rating form (feedbackFormInput) and the live nudges
// (feedbackLiveSchema) with these very schemas, and must not load classic zod.

const ratingMessage = { error: 'Choose a rating from 1 to 5 stars' };
const ratingSchema = z.number().check(z.int(), z.minimum(1, ratingMessage), z.maximum(5, ratingMessage));
const feedbackCommentSchema = multiLine(z.string().check(z.maxLength(feedbackCommentMaxLength, { error: `At most ${feedbackCommentMaxLength} characters` })));

export const rateInput = z.object({
  idempotencyKey: idempotencyKeySchema,
  eventId: idSchema,
  /** The session rated; null rates the event as a whole. */
  programId: z.nullable(idSchema),
  rating: ratingSchema,
  comment: feedbackCommentSchema,
  anonymous: z.boolean(),
  /** Device clock when the person rated: of two ratings from two devices, the later one stands. */
  ratedAt: actedAtSchema,
});
export type RateInput = z.infer<typeof rateInput>;

/**
 * What the rating form checks before anything is queued: feedback.rate's own rating, comment and
 * anonymity, so a rating queued offline is never refused for its shape once the person has left.
 */
export const feedbackFormInput = z.pick(rateInput, { rating: true, comment: true, anonymous: true });
export type FeedbackForm = z.infer<typeof feedbackFormInput>;

const myFeedbackSchema = z.object({
  rating: ratingSchema,
  comment: z.string(),
  anonymous: z.boolean(),
  /** Server milliseconds of the last change. */
  updatedAt: z.number().check(z.int()),
});
export type MyFeedback = z.infer<typeof myFeedbackSchema>;
export const rateResult = z.object({ programId: z.nullable(idSchema), feedback: myFeedbackSchema });

export const feedbackEventInput = z.object({ eventId: idSchema });

/** The viewer's own feedback in one event, and when giving it is possible. */
export const myEventFeedbackSchema = z.object({
  event: z.nullable(myFeedbackSchema),
  /** By programId. */
  sessions: z.record(idSchema, myFeedbackSchema),
  opensAt: unixSecondsSchema,
  closesAt: unixSecondsSchema,
  /** Sessions the viewer speaks at: they may read these sessions' results once each has ended. */
  speakerProgramIds: z.array(idSchema),
});
export type MyEventFeedback = z.infer<typeof myEventFeedbackSchema>;

const feedbackCommentEntrySchema = z.object({
  rating: ratingSchema,
  comment: z.string(),
  /** Null when the person chose to stay anonymous. */
  author: z.nullable(z.string()),
});

const feedbackSummarySchema = z.object({
  count: z.number().check(z.int(), z.nonnegative()),
  /** Null without ratings. */
  average: z.nullable(z.number()),
  /** How many gave 1, 2, 3, 4 and 5, in that order. */
  distribution: z.array(z.number().check(z.int(), z.nonnegative())).check(z.length(5)),
  /** Comments that are not empty, newest first. */
  comments: z.array(feedbackCommentEntrySchema),
});
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>;

const sessionFeedbackSummarySchema = z.extend(feedbackSummarySchema, {
  programId: idSchema,
  title: z.string(),
  startsAt: unixSecondsSchema,
  endsAt: unixSecondsSchema,
});

/** The organizers' view: the event as a whole and every session, by start time. */
export const feedbackResultsSchema = z.object({
  event: feedbackSummarySchema,
  sessions: z.array(sessionFeedbackSummarySchema),
});
export type FeedbackResults = z.infer<typeof feedbackResultsSchema>;

/** A speaker's own sessions; results only for those that have ended (null before). */
export const speakerFeedbackSchema = z.object({
  sessions: z.array(
    z.object({
      programId: idSchema,
      title: z.string(),
      startsAt: unixSecondsSchema,
      endsAt: unixSecondsSchema,
      results: z.nullable(feedbackSummarySchema),
    }),
  ),
});
export type SpeakerFeedback = z.infer<typeof speakerFeedbackSchema>;

export const feedbackCsvResult = z.object({ filename: z.string(), csv: z.string() });

/**
 * The live message of topic 'feedback' (key: the session's id, or 'event' for the event's own
 * ratings): a nudge that ratings changed, sent only to those who read the results. Their screen
 * asks for the results again; the ratings themselves never ride the stream.
 */
export const feedbackLiveSchema = z.object({ programId: z.nullable(idSchema) });
export type FeedbackLive = z.infer<typeof feedbackLiveSchema>;
export const feedbackLiveEventKey = 'event';
