import * as z from 'zod/mini';
import { isMultiLineText, multiLineTextMessage } from '#shared/rules/text-characters.ts';
import { questionEmptyMessage, questionStatuses, questionTextMax, questionTooLongMessage } from '#shared/rules/question-limits.ts';

// zod/mini twins of src/shared/contracts/questions.ts (the page loads no classic zod):
// tests/client/questions keeps them giving the same verdicts.

/** 1–500 characters once trimmed, as the server checks it. */
export const questionTextInput = z.string().check(
  z.trim(),
  z.minLength(1, { error: questionEmptyMessage }),
  z.maxLength(questionTextMax, { error: questionTooLongMessage }),
  z.refine(isMultiLineText, { error: multiLineTextMessage }),
);

const questionSchema = z.object({
  id: z.uuid(),
  programId: z.uuid(),
  text: z.string(),
  anonymous: z.boolean(),
  asker: z.nullable(z.object({ firstName: z.string(), lastName: z.string() })),
  mine: z.boolean(),
  votes: z.int().check(z.nonnegative()),
  votedByMe: z.boolean(),
  status: z.enum(questionStatuses),
  answered: z.boolean(),
  pinned: z.boolean(),
  createdAt: z.int(),
});

/** The `data` of a live message of topic 'questions'. */
export const questionLiveData = z.object({
  changes: z.array(
    z.object({
      id: z.uuid(),
      votes: z.int().check(z.nonnegative()),
      status: z.enum(questionStatuses),
      answered: z.boolean(),
      pinned: z.boolean(),
      withdrawn: z.boolean(),
      question: z.optional(questionSchema),
    }),
  ),
  settings: z.optional(z.object({ open: z.boolean(), preApproval: z.boolean() })),
});
