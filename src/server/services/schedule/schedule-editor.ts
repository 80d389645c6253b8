import type { ScheduleEditor } from '#shared/contracts/schedule-admin.ts';
import type { Db } from '../../db/client.ts';
import { loadSessions } from './load-sessions.ts';
import { scheduleClashes } from './schedule-clashes.ts';
import { speakerChoices } from './speaker-choices.ts';

/** Everything the editor shows: every session (published or not), its clashes and the speaker picker. */
export async function scheduleEditor(db: Db, eventId: string): Promise<ScheduleEditor> {
  const [sessions, choices] = await Promise.all([loadSessions(db, eventId), speakerChoices(db, eventId)]);
  return { sessions, clashes: scheduleClashes(sessions), speakerChoices: choices };
}

/** The clashes of an event's whole schedule, for answering a save. */
export async function currentClashes(db: Db, eventId: string): Promise<ScheduleEditor['clashes']> {
  return scheduleClashes(await loadSessions(db, eventId));
}
