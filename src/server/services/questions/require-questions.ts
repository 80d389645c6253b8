import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { programSpeakers } from '../../db/schema/program-speakers.ts';
import { requireFeature, requirePermission, type AccessContext } from '../access/require-access.ts';
import type { EventAccess } from '../access/event-access.ts';
import { DomainError } from '../domain-error.ts';

const moderatorsOnlyMessage = 'Only the speakers of this session and the organizers moderate its questions';

/** Q&A belongs to the schedule: its members may ask and vote while the schedule is switched on. */
export async function requireQuestions(ctx: AccessContext, eventId: string): Promise<EventAccess> {
  const access = await requirePermission(ctx, eventId, 'Event::Event::Read');
  requireFeature(access.event, 'enableSchedule');
  return access;
}

/** The console's board of every session: organizers. */
export async function requireQuestionBoard(ctx: AccessContext, eventId: string): Promise<EventAccess> {
  const access = await requirePermission(ctx, eventId, 'Event::Question::Moderate');
  requireFeature(access.event, 'enableSchedule');
  return access;
}

/** Organizers moderate every session; a speaker moderates the sessions they speak in. */
export async function canModerateSession(db: Db, access: EventAccess, programId: string): Promise<boolean> {
  if (access.permissions.has('Event::Question::Moderate')) return true;
  const attendeeId = access.membership?.attendeeId;
  if (!attendeeId) return false;
  const [row] = await db
    .select({ id: programSpeakers.attendeeId })
    .from(programSpeakers)
    .where(and(eq(programSpeakers.programItemId, programId), eq(programSpeakers.attendeeId, attendeeId)))
    .limit(1);
  return row !== undefined;
}

export async function requireModerator(db: Db, access: EventAccess, programId: string): Promise<void> {
  if (!(await canModerateSession(db, access, programId))) throw new DomainError('FORBIDDEN', moderatorsOnlyMessage);
}
