import { z } from 'zod';
import { chosenUnixSecondsSchema, idSchema, multiLine, singleLine } from './common.ts';
import { sessionSchema } from './schedule.ts';

// The organizer's schedule editor. Tracks and rooms are names on the sessions (the
// editor suggests the ones in use); speakers are event members, usually with the speaker role.

export const sessionDraftSchema = z
  .object({
    title: singleLine(z.string().trim().min(1, 'Give the session a title').max(200)),
    description: multiLine(z.string().trim().max(5000)).default(''),
    room: singleLine(z.string().trim().max(80)).default(''),
    track: singleLine(z.string().trim().max(80)).default(''),
    startsAt: chosenUnixSecondsSchema,
    endsAt: chosenUnixSecondsSchema,
    speakerAttendeeIds: z.array(idSchema).max(20).default([]),
  })
  .refine((draft) => draft.endsAt > draft.startsAt, { message: 'The session must end after it starts', path: ['endsAt'] });
export type SessionDraft = z.input<typeof sessionDraftSchema>;

export const saveSessionInput = z.object({ eventId: idSchema, sessionId: idSchema.optional(), session: sessionDraftSchema });
export const removeSessionInput = z.object({ eventId: idSchema, sessionId: idSchema });

/** Same room or same speaker at the same time: a warning, never a refusal (a panel can share a room). */
const clashSchema = z.object({
  kind: z.enum(['room', 'speaker']),
  /** The room name, or the speaker's name. */
  label: z.string(),
  sessionIds: z.tuple([idSchema, idSchema]),
});
export type Clash = z.infer<typeof clashSchema>;

export const scheduleEditorInput = z.object({ eventId: idSchema });
export const scheduleEditorSchema = z.object({
  sessions: z.array(sessionSchema),
  clashes: z.array(clashSchema),
  /** Members who can be named as speakers, speakers first. */
  speakerChoices: z.array(z.object({ attendeeId: idSchema, firstName: z.string(), lastName: z.string(), role: z.string() })),
});
export type ScheduleEditor = z.infer<typeof scheduleEditorSchema>;
export const saveSessionResult = z.object({ session: sessionSchema, clashes: z.array(clashSchema) });

/**
 * CSV columns: title, description, room, track, date (YYYY-MM-DD), start (HH:MM), end (HH:MM),
 * speakers (emails of members, separated by ;). Times are in the event's time zone; an end
 * earlier than the start runs past midnight. All or nothing, like the people import.
 */
export const importProgramInput = z.object({ eventId: idSchema, csv: z.string().max(2_000_000) });
export const importProgramPreviewSchema = z.object({
  rows: z.array(
    z.object({ row: z.number().int(), title: z.string(), outcome: z.enum(['new', 'update', 'error']), errors: z.array(z.string()) }),
  ),
  counts: z.object({ new: z.number().int(), update: z.number().int(), error: z.number().int() }),
  clashes: z.array(clashSchema),
});
export type ImportProgramPreview = z.infer<typeof importProgramPreviewSchema>;
