import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { sessionDraftSchema } from '#shared/contracts/schedule-admin.ts';
import type { Session } from '#shared/contracts/schedule.ts';
import type { Db } from '../../db/client.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { programItems } from '../../db/schema/program-items.ts';
import { programSpeakers } from '../../db/schema/program-speakers.ts';
import { DomainError } from '../domain-error.ts';
import { loadSessions } from './load-sessions.ts';

export const sessionNotFoundMessage = 'Session not found';
type Draft = z.output<typeof sessionDraftSchema>;

/** A refusal shaped like zod's, so the form shows it beside the speaker field. */
function speakerFieldError(message: string): DomainError {
  return new DomainError('BAD_REQUEST', message, { fieldIssues: [{ path: ['session', 'speakerAttendeeIds'], message }] });
}

/**
 * Creates or updates a session; its speakers are replaced, in the order given. Every save
 * stamps updatedAt, which is what attendees' devices sync by.
 */
export async function saveSession(db: Db, { eventId, sessionId, draft, now }: { eventId: string; sessionId?: string | undefined; draft: Draft; now: Date }): Promise<Session> {
  const speakerIds = [...new Set(draft.speakerAttendeeIds)];
  const id = await db.transaction(async (tx) => {
    if (speakerIds.length > 0) {
      const found = await tx
        .select({ id: eventMembers.id })
        .from(eventMembers)
        .where(and(eq(eventMembers.eventId, eventId), inArray(eventMembers.id, speakerIds)));
      if (found.length !== speakerIds.length) throw speakerFieldError('Every speaker must be a member of this event');
    }
    const values = {
      title: draft.title,
      description: draft.description,
      room: draft.room,
      track: draft.track,
      startsAt: new Date(draft.startsAt * 1000),
      endsAt: new Date(draft.endsAt * 1000),
      updatedAt: now,
    };
    const [row] = sessionId
      ? await tx
          .update(programItems)
          .set(values)
          .where(and(eq(programItems.id, sessionId), eq(programItems.eventId, eventId)))
          .returning({ id: programItems.id })
      : await tx
          .insert(programItems)
          .values({ ...values, eventId, createdAt: now })
          .returning({ id: programItems.id });
    if (!row) throw new DomainError('NOT_FOUND', sessionNotFoundMessage);
    await tx.delete(programSpeakers).where(eq(programSpeakers.programItemId, row.id));
    if (speakerIds.length > 0) {
      await tx.insert(programSpeakers).values(speakerIds.map((attendeeId, position) => ({ programItemId: row.id, attendeeId, position })));
    }
    return row.id;
  });
  const [session] = await loadSessions(db, eventId, { ids: [id] });
  if (!session) throw new DomainError('NOT_FOUND', sessionNotFoundMessage);
  return session;
}
