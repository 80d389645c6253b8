import { z } from 'zod';
import { chosenUnixSecondsSchema, idSchema, singleLine, unixSecondsSchema } from './common.ts';
import { pollOptionLimits, pollOptionMaxLength, pollQuestionMaxLength } from '../rules/poll-limits.ts';
import { actedAtSchema, idempotencyKeySchema } from './outbox.ts';
import { pollCountsSchema, pollStateNowSchema } from './poll-live.ts';

// The counts and the live message are written in zod/mini (the page checks the live messages): see poll-live.ts.
export { pollCountsSchema, type PollCounts, type PollLive } from './poll-live.ts';

// Polls of an event. Definitions are the same for every member (the shared 'polls' feed);
// what differs per viewer (their vote, whether they may see the results yet) is a small overlay.

const pollKinds = ['single', 'multiple'] as const;
const pollKindSchema = z.enum(pollKinds);

/** As set by whoever runs the poll; a scheduled poll is open from `opensAt` on (see rules/poll-state.ts). */
const pollStates = ['open', 'closed', 'scheduled'] as const;
const pollStateSchema = z.enum(pollStates);
export type PollState = z.infer<typeof pollStateSchema>;

/** When voters see the counts: at once, once they voted, or once the poll closed. */
const resultsVisibilities = ['live', 'afterVoting', 'afterClose'] as const;
const resultsVisibilitySchema = z.enum(resultsVisibilities);
export type ResultsVisibility = z.infer<typeof resultsVisibilitySchema>;

const pollOptionSchema = z.object({ id: idSchema, label: z.string() });
export type PollOption = z.infer<typeof pollOptionSchema>;

export const pollSchema = z.object({
  id: idSchema,
  eventId: idSchema,
  /** The programme item it belongs to (shown on that session's page), or null for the whole event. */
  programId: idSchema.nullable(),
  question: z.string(),
  kind: pollKindSchema,
  options: z.array(pollOptionSchema),
  state: pollStateSchema,
  /** Unix seconds; set for scheduled polls (and kept once the opener opened one). */
  opensAt: unixSecondsSchema.nullable(),
  /** Unix seconds: the poll closes by itself then; null when only a person closes it. */
  closesAt: unixSecondsSchema.nullable().default(null),
  resultsVisibility: resultsVisibilitySchema,
  anonymous: z.boolean(),
  /**
   * Moves with every change a vote relies on (options, single or multiple choice, anonymity): a
   * vote names the revision its voter saw (votePollInput). Always sent; polls saved on a phone
   * before revisions existed lack it.
   */
  revision: z.number().int().nonnegative().optional(),
  /** Server milliseconds. */
  createdAt: z.number().int(),
});
export type Poll = z.infer<typeof pollSchema>;

/** The shared feed GET /api/events/:eventId/feeds/polls, newest first. */
export const pollListSchema = z.object({ eventId: idSchema, polls: z.array(pollSchema) });
export type PollList = z.infer<typeof pollListSchema>;

/** One poll as the viewer stands towards it. */
const pollStandingSchema = z.object({
  pollId: idSchema,
  /** The state now, a scheduled poll counted open once its time came. */
  state: pollStateNowSchema,
  voted: z.boolean(),
  /** What the viewer chose; null when they have not voted, and always for anonymous polls (only their device knows). */
  myOptionIds: z.array(idSchema).nullable(),
  /** Null while the viewer may not see the counts yet. */
  results: z.nullable(pollCountsSchema),
  /** Organizers, and speakers of the linked session: they see results always and may open, close and present it. */
  canManage: z.boolean(),
  /** Server ms of the poll's last change of definition or state: a live message with another one means "read the definitions again". */
  revisedAt: z.number().int().optional(),
});
export type PollStanding = z.infer<typeof pollStandingSchema>;

export const pollStandingsInput = z.object({ eventId: idSchema });
export const pollStandingsSchema = z.object({
  standings: z.array(pollStandingSchema),
  /** The viewer may create polls for the whole event (organizers); speakers get `speakerProgramIds`. */
  canCreate: z.boolean(),
  /** Sessions the viewer speaks in: they may create polls linked to these. */
  speakerProgramIds: z.array(idSchema),
});
export type PollStandings = z.infer<typeof pollStandingsSchema>;

const questionSchema = singleLine(z.string().trim().min(1, 'Ask a question').max(pollQuestionMaxLength, `At most ${pollQuestionMaxLength} characters`));
const optionLabelSchema = singleLine(z.string().trim().min(1, 'An option needs a label').max(pollOptionMaxLength, `At most ${pollOptionMaxLength} characters`));

const optionLabelsSchema = z
  .array(optionLabelSchema)
  .min(pollOptionLimits.min, `A poll needs at least ${pollOptionLimits.min} options`)
  .max(pollOptionLimits.max, `A poll has at most ${pollOptionLimits.max} options`)
  .refine((labels) => new Set(labels.map((label) => label.toLowerCase())).size === labels.length, 'Each option must be different');

export const closesBeforeOpeningMessage = 'A poll closes after it opens';

export const createPollInput = z
  .object({
    eventId: idSchema,
    programId: idSchema.nullable().default(null),
    question: questionSchema,
    kind: pollKindSchema,
    options: optionLabelsSchema,
    state: pollStateSchema,
    opensAt: chosenUnixSecondsSchema.nullable().default(null),
    closesAt: chosenUnixSecondsSchema.nullable().default(null),
    resultsVisibility: resultsVisibilitySchema,
    anonymous: z.boolean(),
  })
  .refine((input) => input.state !== 'scheduled' || input.opensAt !== null, { path: ['opensAt'], error: 'A scheduled poll needs the time it opens' })
  .refine((input) => input.closesAt === null || input.state !== 'scheduled' || input.opensAt === null || input.closesAt > input.opensAt, {
    path: ['closesAt'],
    error: closesBeforeOpeningMessage,
  });
export type CreatePollInput = z.input<typeof createPollInput>;

export const pollRefInput = z.object({ eventId: idSchema, pollId: idSchema });

/**
 * Editing a poll (organizers, and the linked session's speakers): what is left out stays. The
 * question and when results show may change at any time; the options and the kind only while
 * nobody has voted, anonymity only until members can see the poll (PRECONDITION_FAILED after);
 * each of those moves the poll's revision, so a vote cast on what it was before is refused
 * (CONFLICT) instead of counted under what it is now; `opensAt` only moves a scheduled poll;
 * `closesAt` sets or removes the time it closes by itself.
 */
export const updatePollInput = z.object({
  eventId: idSchema,
  pollId: idSchema,
  question: questionSchema.optional(),
  kind: pollKindSchema.optional(),
  options: optionLabelsSchema.optional(),
  resultsVisibility: resultsVisibilitySchema.optional(),
  anonymous: z.boolean().optional(),
  opensAt: chosenUnixSecondsSchema.optional(),
  /** When the poll closes by itself; null takes the close time away. */
  closesAt: chosenUnixSecondsSchema.nullable().optional(),
});
export type UpdatePollInput = z.input<typeof updatePollInput>;

export const setPollStateInput = z
  .object({ eventId: idSchema, pollId: idSchema, state: pollStateSchema, opensAt: chosenUnixSecondsSchema.nullable().default(null) })
  .refine((input) => input.state !== 'scheduled' || input.opensAt !== null, { path: ['opensAt'], error: 'A scheduled poll needs the time it opens' });

/**
 * Outbox op 'poll.vote'. `ballotSecret` is random per poll and device; in anonymous polls the
 * server keeps only a hash of it with the choice (one vote per person, changeable from that
 * device) and never which options a person chose. `previousOptionIds` is what this device voted
 * before, which an anonymous change must show. `revision` is the poll's revision the voter saw:
 * another one now is CONFLICT. Votes queued before it existed lack it; they are taken only while
 * the poll is as members first saw it (services/polls/vote-judgement.ts).
 */
export const votePollInput = z.object({
  idempotencyKey: idempotencyKeySchema,
  eventId: idSchema,
  pollId: idSchema,
  optionIds: z
    .array(idSchema)
    .min(1, 'Choose an option')
    .max(pollOptionLimits.max)
    .refine((ids) => new Set(ids).size === ids.length, 'Each option once'),
  ballotSecret: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'A ballot secret is 22–64 letters, digits, - or _'),
  previousOptionIds: z.array(idSchema).max(pollOptionLimits.max).nullable().default(null),
  revision: z.number().int().nonnegative().max(2_147_483_647).optional(),
  votedAt: actedAtSchema,
});
export type VotePollInput = z.input<typeof votePollInput>;
export const votePollResult = z.object({ pollId: idSchema, state: pollStateNowSchema, results: z.nullable(pollCountsSchema) });
export type VotePollResult = z.infer<typeof votePollResult>;

/** Who voted what, for organizers, in polls that are not anonymous. */
export const pollVotersSchema = z.object({
  voters: z.array(z.object({ attendeeId: idSchema.nullable(), name: z.string(), optionIds: z.array(idSchema), votedAt: z.number().int() })),
});
export type PollVoters = z.infer<typeof pollVotersSchema>;
