import { z } from 'zod';
import { eventListFilterSchema } from '#shared/contracts/event.ts';

// Search params are untrusted input: anything malformed is dropped rather than crashing the page.
export const redirectSearch = z.object({ redirectTo: z.string().max(2048).optional().catch(undefined) });
export const resetPasswordSearch = z.object({ token: z.string().max(200).optional().catch(undefined) });
export const eventListSearch = z.object({ filter: eventListFilterSchema.optional().catch(undefined) });
/** Schedule, attendees and questions filters; a bare path gets filter=all (spec §2). */
export const listFilterSearch = z.object({
  filter: z.string().trim().min(1).max(40).regex(/^[a-z0-9_-]+$/i).optional().catch(undefined),
});
export const uuid = z.uuid();
