import { and, eq, inArray } from 'drizzle-orm';
import type { QaSettings } from '#shared/contracts/questions.ts';
import type { Db } from '../../db/client.ts';
import { programItems } from '../../db/schema/program-items.ts';
import { sessionQaSettings } from '../../db/schema/session-qa-settings.ts';
import { DomainError } from '../domain-error.ts';

export const sessionMissingMessage = 'This session is not in the schedule';
export const qaClosedMessage = 'Questions are closed for this session';

/** A session without a settings row takes questions, without pre-approval. */
export const defaultQaSettings: QaSettings = { open: true, preApproval: false };

/** The session (it must belong to the event) and its Q&A switches. */
export async function loadQaSession(db: Db, eventId: string, programId: string): Promise<{ id: string; title: string; settings: QaSettings }> {
  const [row] = await db
    .select({ id: programItems.id, title: programItems.title, open: sessionQaSettings.open, preApproval: sessionQaSettings.preApproval })
    .from(programItems)
    .leftJoin(sessionQaSettings, eq(sessionQaSettings.programItemId, programItems.id))
    .where(and(eq(programItems.id, programId), eq(programItems.eventId, eventId)))
    .limit(1);
  if (!row) throw new DomainError('NOT_FOUND', sessionMissingMessage);
  return { id: row.id, title: row.title, settings: { open: row.open ?? defaultQaSettings.open, preApproval: row.preApproval ?? defaultQaSettings.preApproval } };
}

export async function loadQaSettingsMap(db: Db, programIds: string[]): Promise<Map<string, QaSettings>> {
  if (programIds.length === 0) return new Map();
  const rows = await db.select().from(sessionQaSettings).where(inArray(sessionQaSettings.programItemId, programIds));
  return new Map(rows.map((row) => [row.programItemId, { open: row.open, preApproval: row.preApproval }]));
}

/** Refuses asking and voting while the session's Q&A is closed. */
export function requireOpen(settings: QaSettings): void {
  if (!settings.open) throw new DomainError('PRECONDITION_FAILED', qaClosedMessage);
}
