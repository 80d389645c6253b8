import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { programItems, type ProgramItemContent } from '../db/schema/program-items.ts';
import { programSpeakers } from '../db/schema/program-speakers.ts';
import { insertInBatches } from './insert-in-batches.ts';

/** A session as the seeds write it, its speakers as attendee ids in the order shown. */
export interface SeedSession extends ProgramItemContent {
  speakerIds: readonly string[];
}

/** Writes an event's sessions and their speakers, in batches (a conference has hundreds). */
export async function writeSessions(db: Db, eventId: string, sessions: readonly SeedSession[]): Promise<void> {
  // Ids are made here rather than read back, so nothing depends on the order RETURNING answers in.
  const rows = sessions.map(({ speakerIds, ...session }) => ({ row: { ...session, id: randomUUID(), eventId }, speakerIds }));
  await insertInBatches(rows, (batch) => db.insert(programItems).values(batch.map(({ row }) => row)));
  const speakerLinks = rows.flatMap(({ row, speakerIds }) => [...new Set(speakerIds)].map((attendeeId, position) => ({ programItemId: row.id, attendeeId, position })));
  await insertInBatches(speakerLinks, (batch) => db.insert(programSpeakers).values(batch));
}
