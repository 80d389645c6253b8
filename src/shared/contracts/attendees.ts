import { z } from 'zod';
import { cursorSchema, idSchema, pictureSchema, resultSchema } from './common.ts';
import { eventRoleSchema } from './event.ts';

// The attendee directory of one event, downloaded whole once and then by delta, so
// search works offline. Each person's visibility is applied on the server: someone hidden
// ('nobody', or 'connections' for a non-connection) is never sent, and a person who becomes
// hidden arrives in removedAttendeeIds.

const directoryPersonSchema = z.object({
  attendeeId: idSchema,
  handle: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  headline: z.string(),
  company: z.string(),
  /** The thumbnail: thousands of these are cached for offline use. */
  picture: pictureSchema.nullable(),
  role: eventRoleSchema,
  interests: z.array(z.string()),
  lookingFor: z.array(z.string()),
  offers: z.array(z.string()),
  updatedAt: z.number().int(),
});
export type DirectoryPerson = z.infer<typeof directoryPersonSchema>;

export const directoryInput = z.object({ eventId: idSchema, since: cursorSchema.optional() });
export const directorySchema = z.object({
  eventId: idSchema,
  people: z.array(directoryPersonSchema),
  removedAttendeeIds: z.array(idSchema),
  full: z.boolean(),
  cursor: z.number().int(),
});
export type Directory = z.infer<typeof directorySchema>;

/** People on the attendee list's first page, which a first visit draws before the whole directory has arrived. */
export const directoryFirstPageSize = 24;

/**
 * The shared directory's first people in name order and how many it holds: a first visit to the
 * attendee list shows them while the whole directory (hundreds of kB for thousands of people) is
 * on its way. Never kept: the pack holds the whole directory only.
 */
export const directoryFirstPageSchema = z.object({
  eventId: idSchema,
  people: z.array(directoryPersonSchema).max(directoryFirstPageSize),
  total: z.number().int().nonnegative(),
});
export type DirectoryFirstPage = z.infer<typeof directoryFirstPageSchema>;

/**
 * The whole directory comes in two parts: the list every member sees (one shared feed, cached
 * for all) and this small per-viewer overlay: the people only this viewer may see (members
 * visible to their connections who are connected with the viewer) and the viewer's own entry
 * when it is hidden from others.
 */
export const directoryOverlayInput = z.object({ eventId: idSchema });
export const directoryOverlaySchema = z.object({ eventId: idSchema, people: z.array(directoryPersonSchema) });
export type DirectoryOverlay = z.infer<typeof directoryOverlaySchema>;

export const attendeeDetailInput = z.object({ eventId: idSchema, attendeeId: idSchema });
export const attendeeDetailSchema = z.object({
  person: directoryPersonSchema.extend({
    bio: z.string(),
    links: z.array(z.object({ label: z.string(), url: z.string(), type: z.string() })),
  }),
  /** Sessions this person speaks at, by start time. */
  sessions: z.array(z.object({ id: idSchema, title: z.string(), room: z.string(), startsAt: z.number().int(), endsAt: z.number().int() })),
  isMe: z.boolean(),
  connection: z.enum(['none', 'connected', 'requested', 'incoming']),
});
export type AttendeeDetail = z.infer<typeof attendeeDetailSchema>;

/** "Connect" from an attendee page: a request the other person accepts (then both are connected). */
export const connectRequestInput = z.object({ eventId: idSchema, attendeeId: idSchema });
export const answerConnectRequestInput = z.object({ eventId: idSchema, attendeeId: idSchema, accept: z.boolean() });

// Matches.
const matchReasonsSchema = z.object({
  sharedInterests: z.array(z.string()),
  theyOffer: z.array(z.string()),
  iOffer: z.array(z.string()),
});
const matchSchema = z.object({
  person: directoryPersonSchema,
  score: z.number(),
  reasons: matchReasonsSchema,
  /** "You both follow rust; they offer mentoring, which you are looking for". */
  explanation: z.string(),
});
export type Match = z.infer<typeof matchSchema>;
export const matchesInput = z.object({ eventId: idSchema });
export const matchesSchema = z.object({ matches: z.array(matchSchema), computedAt: z.number().int() });
export const dismissMatchInput = z.object({ eventId: idSchema, attendeeId: idSchema });

/** {attendeeId}, an empty string without an active attendee; an envelope with data.count. */
export const matchCountInput = z.object({ attendeeId: z.union([idSchema, z.literal('')]) });
export const matchCountResult = resultSchema(z.object({ count: z.number().int().nonnegative() }));
