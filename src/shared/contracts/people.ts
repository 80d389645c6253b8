import { z } from 'zod';
import { idSchema, singleLine, unixSecondsSchema } from './common.ts';
import { eventRoleSchema } from './event.ts';
import { invitationStatusSchema } from './organization.ts';

const ticketTypeSchema = singleLine(z.string().trim().max(60));

/** One person to invite, from the form or from one CSV row. */
export const attendeeInviteSchema = z.object({
  // Trimmed before it is checked: spreadsheets and autofill leave stray spaces.
  email: z.string().trim().pipe(z.email({ error: 'Enter a valid email address' }).max(254)).transform((v) => v.toLowerCase()),
  firstName: singleLine(z.string().trim().max(80)).default(''),
  lastName: singleLine(z.string().trim().max(80)).default(''),
  role: eventRoleSchema.default('attendee'),
  ticketType: ticketTypeSchema.default(''),
});
export type AttendeeInvite = z.infer<typeof attendeeInviteSchema>;

export const inviteAttendeeInput = z.object({ eventId: idSchema, invite: attendeeInviteSchema });

/** CSV import: the whole file goes up once for a preview, and again to commit (nothing half-imported). */
export const importCsvInput = z.object({ eventId: idSchema, csv: z.string().max(5_000_000) });

const importRowResultSchema = z.object({
  /** The row number a spreadsheet shows for it: the header is row 1, so the first person is row 2. */
  row: z.number().int(),
  email: z.string(),
  outcome: z.enum(['new', 'update', 'unchanged', 'error']),
  errors: z.array(z.string()),
});
export const importPreviewSchema = z.object({
  rows: z.array(importRowResultSchema),
  counts: z.object({ new: z.number(), update: z.number(), unchanged: z.number(), error: z.number() }),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const personSchema = z.object({
  /** Invitation id, or the member's attendee id once they joined. */
  id: idSchema,
  kind: z.enum(['member', 'invitation']),
  accountId: idSchema.nullable(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: eventRoleSchema,
  ticketType: z.string(),
  status: invitationStatusSchema.or(z.literal('MEMBER')),
  createdAt: unixSecondsSchema,
});
export type Person = z.infer<typeof personSchema>;

export const listPeopleInput = z.object({
  eventId: idSchema,
  search: singleLine(z.string().trim().max(120)).default(''),
  role: eventRoleSchema.optional(),
  limit: z.number().int().min(1).max(500).default(100),
  offset: z.number().int().min(0).default(0),
});
export const peopleListSchema = z.object({ items: z.array(personSchema), total: z.number().int() });

/** ticketType is optional: left out, it stays as it is. */
export const changeRoleInput = z.object({ eventId: idSchema, personId: idSchema, role: eventRoleSchema, ticketType: ticketTypeSchema.optional() });
export const removePersonInput = z.object({ eventId: idSchema, personId: idSchema });

export const exportPeopleInput = z.object({ eventId: idSchema });
export const exportPeopleResult = z.object({ filename: z.string(), csv: z.string() });
