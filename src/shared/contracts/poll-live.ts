import * as z from 'zod/mini';
import { idSchema } from './common-mini.ts';

// The parts of the polls contract the page checks at run time, written in zod/mini: the live
// message of topic 'polls' and the counts it carries. The page must not load classic zod; the
// classic polls contract builds its standings and answers from these (polls.ts re-exports them).

/** A poll's state now, a scheduled poll counted open once its time came. */
export const pollStateNowSchema = z.enum(['open', 'closed', 'scheduled']);

const count = z.number().check(z.int(), z.nonnegative());
export const pollCountsSchema = z.object({
  /** People who voted (a multiple-choice vote counts once here and once per option chosen). */
  voters: count,
  /** Votes per option id. */
  votes: z.record(z.string(), count),
});
export type PollCounts = z.infer<typeof pollCountsSchema>;

/** The live message of topic 'polls' (key: the poll id): the state now and, when the receiver may see them, the counts. */
export const pollLiveSchema = z.object({
  pollId: idSchema,
  state: pollStateNowSchema,
  results: z.nullable(pollCountsSchema),
  revisedAt: z.optional(z.number().check(z.int())),
});
export type PollLive = z.infer<typeof pollLiveSchema>;
