import { sql } from 'drizzle-orm';
import type { QaSettings } from '#shared/contracts/questions.ts';
import type { Db } from '../../db/client.ts';
import { sessionQaSettings } from '../../db/schema/session-qa-settings.ts';
import type { EventAccess } from '../access/event-access.ts';
import { loadQaSession } from './qa-settings.ts';
import { requireModerator } from './require-questions.ts';

/** Opens or closes a session's Q&A, or turns pre-approval on or off (what is not given stays). */
export async function updateQaSettings(
  db: Db,
  access: EventAccess,
  { programId, open, preApproval }: { programId: string; open?: boolean | undefined; preApproval?: boolean | undefined },
): Promise<QaSettings> {
  const session = await loadQaSession(db, access.event.id, programId);
  await requireModerator(db, access, programId);
  const next: QaSettings = { open: open ?? session.settings.open, preApproval: preApproval ?? session.settings.preApproval };
  await db
    .insert(sessionQaSettings)
    .values({ programItemId: programId, eventId: access.event.id, ...next })
    .onConflictDoUpdate({ target: sessionQaSettings.programItemId, set: { ...next, updatedAt: sql`now()` } });
  return next;
}
