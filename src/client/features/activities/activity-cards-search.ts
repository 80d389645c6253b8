import * as z from 'zod/mini';

/** /cards?event=<id>: which event's activity cards to print. */
export const activityCardsSearch = z.object({ event: z.optional(z.uuid()) });
