import { z } from 'zod';
import { cursorSchema, idSchema, pictureSchema, unixSecondsSchema } from './common.ts';
import { actedAtSchema, idempotencyKeySchema } from './outbox.ts';

// The schedule. Session times are unix seconds (like the rest of the programme);
// cursors are server milliseconds. A device asks with `since` and gets only what changed.

const speakerSummarySchema = z.object({
  attendeeId: idSchema,
  handle: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  headline: z.string(),
  company: z.string(),
  picture: pictureSchema.nullable(),
});
export type SpeakerSummary = z.infer<typeof speakerSummarySchema>;

export const sessionSchema = z.object({
  id: idSchema,
  eventId: idSchema,
  title: z.string(),
  description: z.string(),
  room: z.string(),
  track: z.string(),
  startsAt: unixSecondsSchema,
  endsAt: unixSecondsSchema,
  speakers: z.array(speakerSummarySchema),
  /** Server milliseconds of the last change; the device keeps the newest copy. */
  updatedAt: z.number().int(),
});
export type Session = z.infer<typeof sessionSchema>;

export const scheduleInput = z.object({ eventId: idSchema, since: cursorSchema.optional() });
export const scheduleSchema = z.object({
  eventId: idSchema,
  timeZone: z.string(),
  /** Everything when `full`; otherwise sessions added or changed since the cursor asked with. */
  sessions: z.array(sessionSchema),
  removedSessionIds: z.array(idSchema),
  full: z.boolean(),
  cursor: z.number().int(),
});
export type Schedule = z.infer<typeof scheduleSchema>;

/** /event/{eventId}/schedule/embed: published, non-private events only; no private fields. */
export const publicScheduleSchema = z.object({
  event: z.object({ id: idSchema, name: z.string(), timeZone: z.string(), startsAt: unixSecondsSchema, endsAt: unixSecondsSchema }),
  sessions: z.array(
    sessionSchema.omit({ updatedAt: true, eventId: true }).extend({
      speakers: z.array(speakerSummarySchema.pick({ firstName: true, lastName: true, headline: true, company: true })),
    }),
  ),
});
export type PublicSchedule = z.infer<typeof publicScheduleSchema>;

// The personal agenda: kept offline and replayed through the outbox (op 'agenda.set').
export const agendaInput = z.object({ eventId: idSchema });
export const agendaSchema = z.object({
  programIds: z.array(idSchema),
  /** A private, unguessable .ics URL that calendar apps subscribe to; later changes follow. */
  feedUrl: z.string(),
});
export type Agenda = z.infer<typeof agendaSchema>;
/** A new feed URL: the old one stops working (a link shared by mistake). */
export const agendaFeedSchema = agendaSchema.pick({ feedUrl: true });
export const setAgendaInput = z.object({
  idempotencyKey: idempotencyKeySchema,
  eventId: idSchema,
  programId: idSchema,
  inAgenda: z.boolean(),
  changedAt: actedAtSchema,
});
export const setAgendaResult = z.object({ programIds: z.array(idSchema) });
