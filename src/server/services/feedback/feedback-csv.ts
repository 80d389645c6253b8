import Papa from 'papaparse';
import { escapeFormulaCell } from '../csv/escape-formula-cell.ts';
import { loadEventEntries, loadSessionEntries } from './load-feedback-entries.ts';
import type { FeedbackEntry } from './summarize-feedback.ts';
import type { Db } from '../../db/client.ts';
import { loadEventSessions } from './feedback-results.ts';
import { csvFilename } from '../csv/csv-filename.ts';

const columns = ['about', 'session start (UTC)', 'rating', 'comment', 'from'] as const;
const anonymousLabel = 'anonymous';

/** A file name that is safe everywhere: the event's name in lower-case words, and the date. */
export function feedbackFilename(eventName: string, now: Date): string {
  return csvFilename(eventName, 'event', 'feedback', now);
}

const row = (about: string, start: string, entry: FeedbackEntry) =>
  [about, start, String(entry.rating), entry.comment, entry.author ?? anonymousLabel].map(escapeFormulaCell);

/**
 * Every rating, one per line (comments included, empty or not): the event's first, then each
 * session's by start time. Titles and comments are typed by people, so a cell a spreadsheet would
 * run as a formula gets a leading apostrophe; an anonymous rating says "anonymous", never who.
 */
export async function feedbackCsv(db: Db, eventId: string): Promise<string> {
  const [sessions, eventEntries, sessionEntries] = await Promise.all([loadEventSessions(db, eventId), loadEventEntries(db, eventId), loadSessionEntries(db, eventId)]);
  const data = [
    ...eventEntries.map((entry) => row('the event', '', entry)),
    ...sessions.flatMap((session) =>
      (sessionEntries.get(session.id) ?? []).map((entry) => row(session.title, session.startsAt.toISOString().slice(0, 16).replace('T', ' '), entry)),
    ),
  ];
  return Papa.unparse({ fields: [...columns], data }, { newline: '\r\n' });
}

