import * as z from 'zod/mini';

// /check-in?eventId=… and /check-in/scan?eventId=…: the URL is untrusted; a
// malformed id is dropped, so the page falls back to choosing an event.
export const checkInSearch = z.object({ eventId: z.catch(z.optional(z.uuid()), undefined) });
