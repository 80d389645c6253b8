import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { programItems } from '../../db/schema/program-items.ts';
import type { EventAccess } from '../access/event-access.ts';
import { DomainError } from '../domain-error.ts';
import { mayManagePoll, speakerProgramIds } from './poll-managers.ts';

const sessionNotFoundMessage = 'Session not found';
const notPollManagerMessage = 'Only organizers and the speakers of its session may run this poll';

/** FORBIDDEN unless the viewer runs polls of this session (or, with no session, of the whole event). */
export async function requirePollManager(db: Db, access: EventAccess, programId: string | null): Promise<void> {
  if (access.permissions.has('Event::Poll::Manage')) return;
  const speaks = await speakerProgramIds(db, access);
  if (!mayManagePoll(access, speaks, programId)) throw new DomainError('FORBIDDEN', notPollManagerMessage);
}

/** A session link must name a session of this event. */
export async function requireSessionOfEvent(db: Db, eventId: string, programId: string): Promise<void> {
  const [row] = await db
    .select({ id: programItems.id })
    .from(programItems)
    .where(and(eq(programItems.id, programId), eq(programItems.eventId, eventId)))
    .limit(1);
  if (!row) throw new DomainError('NOT_FOUND', sessionNotFoundMessage);
}
