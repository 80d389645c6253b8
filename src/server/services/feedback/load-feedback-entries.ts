import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { eventFeedback } from '../../db/schema/event-feedback.ts';
import { sessionFeedback } from '../../db/schema/session-feedback.ts';
import type { FeedbackEntry } from './summarize-feedback.ts';

// The author's name is chosen in SQL: for an anonymous entry the name is never read at all, so
// no later change to the code around it can show it by mistake.
const author = (table: typeof eventFeedback | typeof sessionFeedback) =>
  sql<string | null>`case when ${table.anonymous} then null else trim(${accounts.firstName} || ' ' || ${accounts.lastName}) end`;

/** The event's own ratings, newest change first. */
export async function loadEventEntries(db: Db, eventId: string): Promise<FeedbackEntry[]> {
  return db
    .select({ rating: eventFeedback.rating, comment: eventFeedback.comment, author: author(eventFeedback) })
    .from(eventFeedback)
    .innerJoin(accounts, eq(accounts.id, eventFeedback.accountId))
    .where(eq(eventFeedback.eventId, eventId))
    .orderBy(desc(eventFeedback.updatedAt), desc(eventFeedback.id));
}

/** Session ratings of the event (or of the given sessions only), grouped by session, newest change first. */
export async function loadSessionEntries(db: Db, eventId: string, programIds?: string[]): Promise<Map<string, FeedbackEntry[]>> {
  const byProgram = new Map<string, FeedbackEntry[]>();
  if (programIds?.length === 0) return byProgram;
  const rows = await db
    .select({ programId: sessionFeedback.programItemId, rating: sessionFeedback.rating, comment: sessionFeedback.comment, author: author(sessionFeedback) })
    .from(sessionFeedback)
    .innerJoin(accounts, eq(accounts.id, sessionFeedback.accountId))
    .where(and(eq(sessionFeedback.eventId, eventId), programIds ? inArray(sessionFeedback.programItemId, programIds) : undefined))
    .orderBy(desc(sessionFeedback.updatedAt), desc(sessionFeedback.id));
  for (const { programId, ...entry } of rows) {
    const list = byProgram.get(programId) ?? [];
    list.push(entry);
    byProgram.set(programId, list);
  }
  return byProgram;
}
