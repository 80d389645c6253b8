import { z } from 'zod';
import { chosenTimeMessage, earliestChosenUnixSeconds, latestUnixMillis, latestUnixSeconds } from '../rules/bounded-time.ts';
import { isUploadedPictureSrc, uploadedPictureMessage } from './uploads.ts';

/** Ids are UUIDs everywhere; a malformed id is BAD_REQUEST at the edge, not a database error. */
export const idSchema = z.uuid();
export const unixSecondsSchema = z.number().int().nonnegative();

/** An event or session time someone chose, unix seconds (inputs only: answers use unixSecondsSchema). */
export const chosenUnixSecondsSchema = z
  .number()
  .int()
  .min(earliestChosenUnixSeconds, { error: chosenTimeMessage })
  .max(latestUnixSeconds, { error: chosenTimeMessage });

/** A time a device sends in unix seconds (a read marker): no floor, capped so it stays a date (rules/bounded-time.ts). */
export const deviceUnixSecondsSchema = z.number().int().nonnegative().max(latestUnixSeconds);

/** A `since` cursor: server milliseconds the client got from an earlier answer, 0 for everything. */
export const cursorSchema = z.number().int().nonnegative().max(latestUnixMillis);

// Free-text wrappers work on classic and zod/mini schemas alike: one definition for both.
export { multiLine, singleLine } from './common-mini.ts';
export const pictureSchema = z.object({ src: z.string().min(1).max(2048) });

/**
 * Every picture or logo field of an input (a profile photo, an event picture, an update's or an
 * activity's picture, a stand's, a sponsor's or an organization's logo): a path the upload route
 * answered (contracts/uploads.ts), never other text. Add `.nullable()`: null is "no picture".
 */
export const uploadedPictureSrcSchema = z.string().refine(isUploadedPictureSrc, { error: uploadedPictureMessage });

/** Pagination: limit at least 1, offset at least 0. */
export const paginationSchema = z.object({
  limit: z.number().int().min(1).max(200).default(50),
  offset: z.number().int().min(0).default(0),
});

/** The result envelope for calls that answer success or an error message. */
export function resultSchema<T extends z.ZodType>(data: T) {
  return z.discriminatedUnion('success', [
    z.object({ success: z.literal(true), data }),
    z.object({ success: z.literal(false), error: z.object({ message: z.string() }) }),
  ]);
}
