import { eq, inArray } from 'drizzle-orm';
import type { ImportProgramPreview } from '#shared/contracts/schedule-admin.ts';
import type { Db } from '../../db/client.ts';
import type { EventRow } from '../../db/schema/events.ts';
import { programItems } from '../../db/schema/program-items.ts';
import { programSpeakers } from '../../db/schema/program-speakers.ts';
import { DomainError } from '../domain-error.ts';
import { loadSessions } from './load-sessions.ts';
import { parseProgramCsv } from './parse-program-csv.ts';
import { planProgramImport, type ProgramPlan } from './plan-program-import.ts';
import { membersByEmail } from './speaker-choices.ts';

type Event = Pick<EventRow, 'id' | 'timeZone'>;
const errorsInMessage = 5;
const batchSize = 500;

async function planFor(db: Db, event: Event, csv: string): Promise<ProgramPlan> {
  const parsed = parseProgramCsv(csv);
  if (!parsed.ok) throw new DomainError('BAD_REQUEST', parsed.message);
  const [existing, members] = await Promise.all([loadSessions(db, event.id), membersByEmail(db, event.id)]);
  return planProgramImport(parsed.rows, { timeZone: event.timeZone, existing, members });
}

/** What importing the file would do, row by row, and the clashes it would leave. Writes nothing. */
export async function previewProgramImport(db: Db, event: Event, csv: string): Promise<ImportProgramPreview> {
  return (await planFor(db, event, csv)).preview;
}

/**
 * The whole file or nothing: any bad row refuses it (BAD_REQUEST naming the errors). Plans and
 * writes in one transaction, so the plan matches what is written; every session written gets
 * updatedAt = now, so attendees' devices fetch it on their next sync.
 */
export async function commitProgramImport(db: Db, { event, csv, now }: { event: Event; csv: string; now: Date }): Promise<ImportProgramPreview> {
  return db.transaction(async (tx) => {
    const plan = await planFor(tx, event, csv);
    if (plan.bad.length > 0) {
      const named = plan.bad.slice(0, errorsInMessage).map((row) => `row ${row.row}: ${row.errors.join('; ')}`);
      const more = plan.bad.length > errorsInMessage ? `; and ${plan.bad.length - errorsInMessage} more` : '';
      throw new DomainError('BAD_REQUEST', `Nothing was imported: ${plan.bad.length} ${plan.bad.length === 1 ? 'row has' : 'rows have'} errors (${named.join('; ')}${more})`);
    }
    const fields = (session: ProgramPlan['sessions'][number]) => ({
      title: session.title,
      description: session.description,
      room: session.room,
      track: session.track,
      startsAt: session.startsAt,
      endsAt: session.endsAt,
      updatedAt: now,
    });
    const created = plan.sessions.filter((session) => session.isNew);
    const updated = plan.sessions.filter((session) => !session.isNew);
    for (let start = 0; start < created.length; start += batchSize) {
      const batch = created.slice(start, start + batchSize);
      await tx.insert(programItems).values(batch.map((session) => ({ ...fields(session), id: session.id, eventId: event.id, createdAt: now })));
    }
    for (const session of updated) await tx.update(programItems).set(fields(session)).where(eq(programItems.id, session.id));
    const ids = updated.map((session) => session.id);
    for (let start = 0; start < ids.length; start += batchSize) {
      await tx.delete(programSpeakers).where(inArray(programSpeakers.programItemId, ids.slice(start, start + batchSize)));
    }
    const links = plan.sessions.flatMap((session) => session.speakers.map((speaker, position) => ({ programItemId: session.id, attendeeId: speaker.attendeeId, position })));
    for (let start = 0; start < links.length; start += batchSize) await tx.insert(programSpeakers).values(links.slice(start, start + batchSize));
    return plan.preview;
  });
}
