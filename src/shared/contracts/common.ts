import { z } from 'zod';

/** Ids are UUIDs everywhere; a malformed id is BAD_REQUEST at the edge, not a database error. */
export const idSchema = z.uuid();
export const unixSecondsSchema = z.number().int().nonnegative();
export const pictureSchema = z.object({ src: z.string().min(1).max(2048) });
export type Picture = z.infer<typeof pictureSchema>;

/** Spec §3 pagination: limit at least 1, offset at least 0. */
export const paginationSchema = z.object({
  limit: z.number().int().min(1).max(200).default(50),
  offset: z.number().int().min(0).default(0),
});

/** Spec §7's result envelope for calls that answer success or an error message. */
export function resultSchema<T extends z.ZodType>(data: T) {
  return z.discriminatedUnion('success', [
    z.object({ success: z.literal(true), data }),
    z.object({ success: z.literal(false), error: z.object({ message: z.string() }) }),
  ]);
}
