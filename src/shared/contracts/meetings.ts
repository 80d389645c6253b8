import { z } from 'zod';
import { chosenUnixSecondsSchema, idSchema, multiLine, unixSecondsSchema } from './common.ts';
import { actedAtSchema, idempotencyKeySchema } from './outbox.ts';
import { meetingPlaceKinds, meetingSettingsSchema } from './meeting-settings.ts';

// 1:1 meetings of an event: the organizer's windows and places, requests between two members,
// answers, and the table plan. Every write an attendee makes can be queued offline, so each
// carries an idempotency key and the time the person acted.

// The set-up itself (windows, slot length, places, rules) is written in zod/mini in meeting-settings.ts:
// the console's Meetings form checks it with the very same schema (decision 0085).
export type { MeetingSettings } from './meeting-settings.ts';

export const meetingEventInput = z.object({ eventId: idSchema });
export const updateMeetingSettingsInput = z.object({ eventId: idSchema, settings: meetingSettingsSchema });

/** Proposed slots: their start times, unix seconds, one to ten of them. */
const proposedSlotsSchema = z
  .array(chosenUnixSecondsSchema)
  .min(1, { error: 'Choose at least one time' })
  .max(10, { error: 'Propose at most ten times' })
  .refine((slots) => new Set(slots).size === slots.length, { error: 'Each time once' });
const meetingMessageSchema = multiLine(z.string().trim().max(500));
const declineReasonSchema = multiLine(z.string().trim().max(300));

/** The other person is named by their attendeeId in this event, as attendees.detail and connect name them (decision 0092). */
export const freeSlotsInput = z.object({ eventId: idSchema, attendeeId: idSchema });
export const freeSlotsSchema = z.object({
  slotMinutes: z.number().int(),
  /** Starts (unix seconds) of the slots free for both people, from now on, with a place left. */
  slots: z.array(unixSecondsSchema),
});

/** Free slots with several people at once (a phone keeping its matches' free times for offline requests). */
export const freeSlotsManyInput = z.object({
  eventId: idSchema,
  attendeeIds: z
    .array(idSchema)
    .min(1)
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Each person once' }),
});
export const freeSlotsManySchema = z.object({
  slotMinutes: z.number().int(),
  /** One entry per person the caller may ask; those they may not (hidden, blocked, not a match where only matches may ask) are left out. */
  people: z.array(z.object({ attendeeId: idSchema, slots: z.array(unixSecondsSchema) })),
});

export const requestMeetingInput = z.object({
  idempotencyKey: idempotencyKeySchema,
  eventId: idSchema,
  /** The person asked: their attendeeId in this event. */
  attendeeId: idSchema,
  slots: proposedSlotsSchema,
  message: meetingMessageSchema,
  requestedAt: actedAtSchema,
});

const meetingWriteBase = { idempotencyKey: idempotencyKeySchema, eventId: idSchema, meetingId: idSchema, actedAt: actedAtSchema };
export const acceptMeetingInput = z.object({ ...meetingWriteBase, slot: chosenUnixSecondsSchema });
/** Other times instead (a pending request), or new times for an accepted meeting (reschedule). */
export const proposeMeetingInput = z.object({ ...meetingWriteBase, slots: proposedSlotsSchema, message: meetingMessageSchema });
export const declineMeetingInput = z.object({ ...meetingWriteBase, reason: declineReasonSchema });
export const cancelMeetingInput = z.object({ ...meetingWriteBase, reason: declineReasonSchema });
export const markMetInput = z.object(meetingWriteBase);
export const blockForMeetingsInput = z.object({ eventId: idSchema, attendeeId: idSchema, blocked: z.boolean() });

const meetingStates = ['pending', 'accepted', 'declined', 'cancelled'] as const;

const meetingPersonSchema = z.object({
  accountId: idSchema,
  /** Their attendeeId in the meeting's event (their page, a new request); null once they left it. */
  attendeeId: idSchema.nullable(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  picture: z.string().nullable(),
});

/** One meeting as one of its two people sees it. */
export const meetingSchema = z.object({
  id: idSchema,
  eventId: idSchema,
  state: z.enum(meetingStates),
  /** I asked (sent) or was asked (received). */
  direction: z.enum(['sent', 'received']),
  other: meetingPersonSchema,
  message: z.string(),
  /** The times on the table while pending, and who put them there: an answer is the other side's. */
  proposedSlots: z.array(unixSecondsSchema),
  proposedByMe: z.boolean(),
  declineReason: z.string(),
  /** Accepted: when and where. */
  startsAt: unixSecondsSchema.nullable(),
  endsAt: unixSecondsSchema.nullable(),
  tableNumber: z.number().int().nullable(),
  /** The area (tables) or meeting point (anywhere), as the settings said at acceptance. */
  place: z.string(),
  /** "We met": from either side, or a connection scan between the two at the meeting. Server seconds. */
  heldAt: unixSecondsSchema.nullable(),
  cancelledByMe: z.boolean(),
  /** Server milliseconds of the last change. */
  updatedAt: z.number().int(),
});
export type Meeting = z.infer<typeof meetingSchema>;

export const myMeetingsSchema = z.object({
  /** Pending, waiting for my answer. */
  received: z.array(meetingSchema),
  /** Pending, waiting for theirs. */
  sent: z.array(meetingSchema),
  /** Accepted and not over yet, soonest first. */
  upcoming: z.array(meetingSchema),
  /** Accepted and over, declined or cancelled, latest first. */
  past: z.array(meetingSchema),
});

export const meetingCountsSchema = z.object({
  requested: z.number().int(),
  pending: z.number().int(),
  accepted: z.number().int(),
  declined: z.number().int(),
  cancelled: z.number().int(),
  held: z.number().int(),
  /** Accepted meetings that are over with no "We met" from either side. */
  noShows: z.number().int(),
});

export const tablePlanSchema = z.object({
  placeKind: z.enum(meetingPlaceKinds),
  areaName: z.string(),
  meetingPoint: z.string(),
  timeZone: z.string(),
  slots: z.array(
    z.object({
      startsAt: unixSecondsSchema,
      endsAt: unixSecondsSchema,
      meetings: z.array(
        z.object({
          meetingId: idSchema,
          tableNumber: z.number().int().nullable(),
          people: z.array(z.string()),
          /** "We met" or a code swap at the table; once the slot is over, false is a no-show. */
          held: z.boolean(),
        }),
      ),
    }),
  ),
});

export const meetingSettingsAnswer = z.object({ ...meetingSettingsSchema.shape, enabled: z.boolean(), timeZone: z.string() });
