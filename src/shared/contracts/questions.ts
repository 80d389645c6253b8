import * as z from 'zod/mini';
import { idSchema, multiLine } from './common-mini.ts';
import { actedAtSchema, idempotencyKeySchema } from './outbox.ts';
import { boardStatuses, questionEmptyMessage, questionStatuses, questionTextMax, questionTooLongMessage } from '../rules/question-limits.ts';

// Questions asked in one session (Q&A). Asking and upvoting are outbox ops, applied once; the
// rest (withdraw, moderation, settings) needs the network. Times are unix milliseconds.
// Written in zod/mini: the page checks the ask form and the live messages with these very
// schemas (questionTextSchema, questionLiveDataSchema), and must not load classic zod.

export {  questionEmptyMessage,   questionTooLongMessage, type BoardStatus } from '../rules/question-limits.ts';

/** 1–500 characters once trimmed; line breaks allowed, control characters not. */
export const questionTextSchema = multiLine(
  z.string().check(z.trim(), z.minLength(1, { error: questionEmptyMessage }), z.maxLength(questionTextMax, { error: questionTooLongMessage })),
);

const questionStatusSchema = z.enum(questionStatuses);
const count = z.number().check(z.int(), z.nonnegative());

const qaSettingsSchema = z.object({
  /** Closed: nobody may ask or upvote (moderators still moderate). */
  open: z.boolean(),
  /** On: new questions wait for a moderator before others see them. */
  preApproval: z.boolean(),
});
export type QaSettings = z.infer<typeof qaSettingsSchema>;

const questionSchema = z.object({
  id: idSchema,
  programId: idSchema,
  text: z.string(),
  anonymous: z.boolean(),
  /** Null when anonymous: nobody but the asker learns who asked, organizers included. */
  asker: z.nullable(z.object({ firstName: z.string(), lastName: z.string() })),
  /** The viewer asked it. */
  mine: z.boolean(),
  votes: count,
  votedByMe: z.boolean(),
  status: questionStatusSchema,
  answered: z.boolean(),
  pinned: z.boolean(),
  createdAt: z.number().check(z.int()),
});
export type Question = z.infer<typeof questionSchema>;

export const questionListInput = z.object({ eventId: idSchema, programId: idSchema });
export const questionListSchema = z.object({
  programId: idSchema,
  settings: qaSettingsSchema,
  /** A speaker of this session or an organizer: sees pending and hidden questions and moderates. */
  canModerate: z.boolean(),
  questions: z.array(questionSchema),
});
export type QuestionList = z.infer<typeof questionListSchema>;

/** Outbox op 'questions.ask'. */
export const askQuestionInput = z.object({
  idempotencyKey: idempotencyKeySchema,
  eventId: idSchema,
  programId: idSchema,
  text: questionTextSchema,
  anonymous: z.boolean(),
  askedAt: actedAtSchema,
});
export const askQuestionResult = questionSchema;

/** Outbox op 'questions.vote': sets the viewer's upvote on or off (replaying either is harmless). */
export const voteQuestionInput = z.object({
  idempotencyKey: idempotencyKeySchema,
  eventId: idSchema,
  questionId: idSchema,
  voted: z.boolean(),
  votedAt: actedAtSchema,
});
export const voteQuestionResult = z.object({ id: idSchema, votes: count, votedByMe: z.boolean() });

export const withdrawQuestionInput = z.object({ eventId: idSchema, questionId: idSchema });
export const withdrawQuestionResult = z.object({ id: idSchema });

const moderationActions = ['approve', 'hide', 'answer', 'unanswer', 'pin', 'unpin'] as const;
export type ModerationAction = (typeof moderationActions)[number];
export const moderateQuestionInput = z.object({ eventId: idSchema, questionId: idSchema, action: z.enum(moderationActions) });
export const moderateQuestionResult = questionSchema;

export const updateQaSettingsInput = z.object({
  eventId: idSchema,
  programId: idSchema,
  open: z.optional(z.boolean()),
  preApproval: z.optional(z.boolean()),
});
export const updateQaSettingsResult = qaSettingsSchema;

/** The console's board: every session's questions, narrowed by session and status. */
export const questionBoardInput = z.object({
  eventId: idSchema,
  programId: z.optional(idSchema),
  status: z._default(z.enum(boardStatuses), 'all'),
});
export const questionBoardSchema = z.object({
  sessions: z.array(
    z.object({
      id: idSchema,
      title: z.string(),
      startsAt: z.number().check(z.int()),
      settings: qaSettingsSchema,
      /** Questions not withdrawn, and those waiting for approval. */
      total: count,
      pending: count,
    }),
  ),
  questions: z.array(questionSchema),
});
export type QuestionBoard = z.infer<typeof questionBoardSchema>;

/**
 * The `data` of a live message (topic 'questions', key programId): only what changed. `question`
 * comes with a change the screen cannot show from counts alone (asked, approved, hidden);
 * `withdrawn` tells screens to drop it.
 */
const questionChangeSchema = z.object({
  id: idSchema,
  votes: count,
  status: questionStatusSchema,
  answered: z.boolean(),
  pinned: z.boolean(),
  withdrawn: z.boolean(),
  question: z.optional(questionSchema),
});
export type QuestionChange = z.infer<typeof questionChangeSchema>;
export const questionLiveDataSchema = z.object({
  changes: z.array(questionChangeSchema),
  settings: z.optional(qaSettingsSchema),
});
export type QuestionLiveData = z.infer<typeof questionLiveDataSchema>;
