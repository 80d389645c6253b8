import * as z from 'zod/mini';
import { feedbackCommentMaxLength } from '#shared/rules/feedback-limits.ts';
import { isMultiLineText, multiLineTextMessage } from '#shared/rules/text-characters.ts';

// The rating form's check before anything is queued: the twin of the shared contract's rating
// and comment (tests/client/feedback keeps them in step), so a queued rating is never refused
// for its shape after the person has walked away.

export const feedbackFormSchema = z.object({
  rating: z.int().check(z.minimum(1, 'Choose a rating from 1 to 5 stars'), z.maximum(5, 'Choose a rating from 1 to 5 stars')),
  comment: z.string().check(
    z.maxLength(feedbackCommentMaxLength, `At most ${feedbackCommentMaxLength} characters`),
    z.refine(isMultiLineText, multiLineTextMessage),
  ),
  anonymous: z.boolean(),
});
export type FeedbackForm = z.infer<typeof feedbackFormSchema>;
