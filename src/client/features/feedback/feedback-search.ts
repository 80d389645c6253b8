import * as z from 'zod/mini';

// /event/{eventId}/feedback, or ?view=my-sessions for a speaker's own results. The URL is
// untrusted: anything else is dropped, never an error.
export const feedbackSearch = z.object({
  view: z.catch(z.optional(z.enum(['my-sessions'])), undefined),
});
