import { and, eq, gt, sql } from 'drizzle-orm';
import type { QuestionChange, QuestionLiveData } from '#shared/contracts/questions.ts';
import type { Db } from '../../db/client.ts';
import { questions } from '../../db/schema/questions.ts';
import { sessionQaSettings } from '../../db/schema/session-qa-settings.ts';
import type { LiveChannel, LiveDelivery } from '../live/live-channel.ts';
import { sessionModeratorIds } from './question-moderators.ts';
import { selectQuestions, toQuestion, type QuestionDbRow } from './question-rows.ts';

// Live re-ordering: each render sends only the questions that changed since this instance's last
// render of the session ({id, votes, status…}; the text only when it is new to a screen), not the
// list. Changes are found by updated_at, stamped by the database. A transaction that started
// before the last render but committed after it carries an older stamp, so every render looks a
// little further back than its last one; resending an unchanged count is harmless.

/** How far back each render looks past its last one (covers commits that land out of order). */
const liveLookbackMs = 2_000;
/** A session nobody watched for a while: screens that open later load the list themselves. */
const liveMaxAgeMs = 10_000;

export function announceQuestions(live: Pick<LiveChannel, 'changed'>, eventId: string, programId: string): void {
  live.changed({ eventId, topic: 'questions', key: programId });
}

function changeOf(row: QuestionDbRow, since: Date, viewerId: string | null, withContent: boolean): QuestionChange {
  const change: QuestionChange = {
    id: row.id,
    votes: row.votes,
    status: row.status,
    answered: row.answeredAt !== null,
    pinned: row.pinned,
    withdrawn: row.withdrawnAt !== null,
  };
  if (withContent && row.contentAt > since && !change.withdrawn) change.question = toQuestion(row, viewerId);
  return change;
}

/** The database's clock, which stamps updated_at: the server's own may differ. */
async function databaseNow(db: Db): Promise<Date> {
  const result = (await db.execute(sql`select (extract(epoch from statement_timestamp()) * 1000)::float8::text as now`)) as unknown as {
    rows: Array<{ now: string }>;
  };
  return new Date(Number(result.rows[0]?.now ?? Date.now()));
}

/** Renders one session's changes: approved ones for everyone; moderators and askers get theirs too. */
function createQuestionsRenderer(db: Db) {
  const lastRender = new Map<string, Date>();
  return async ({ eventId, key: programId }: { eventId: string; key: string }): Promise<LiveDelivery> => {
    const now = await databaseNow(db);
    const last = lastRender.get(programId)?.getTime() ?? 0;
    const since = new Date(Math.max(last - liveLookbackMs, now.getTime() - liveMaxAgeMs));
    lastRender.set(programId, now);
    const [rows, settingsRows] = await Promise.all([
      selectQuestions(db, null).where(and(eq(questions.programItemId, programId), eq(questions.eventId, eventId), gt(questions.updatedAt, since))),
      db
        .select({ open: sessionQaSettings.open, preApproval: sessionQaSettings.preApproval })
        .from(sessionQaSettings)
        .where(and(eq(sessionQaSettings.programItemId, programId), eq(sessionQaSettings.eventId, eventId), gt(sessionQaSettings.updatedAt, since))),
    ]);
    const settings = settingsRows[0];
    if (rows.length === 0 && !settings) return {};
    const withSettings = (changes: QuestionChange[]): QuestionLiveData => (settings ? { changes, settings } : { changes });

    // Everyone: approved questions, and a hidden one's id and status so their screens drop it.
    // A question waiting for approval is nobody else's business, not even its id.
    const forEveryone = rows.filter((row) => row.status !== 'pending' || row.withdrawnAt !== null);
    const toAll = withSettings(forEveryone.map((row) => changeOf(row, since, null, row.status === 'approved')));
    const moderators = rows.some((row) => row.status !== 'approved') ? await sessionModeratorIds(db, eventId, programId) : new Set<string>();
    const askers = new Set(rows.map((row) => row.accountId));
    return {
      toAll,
      forAccount(accountId) {
        // What an account gets replaces toAll, so it carries everything toAll does.
        if (moderators.has(accountId)) return withSettings(rows.map((row) => changeOf(row, since, accountId, true)));
        if (!askers.has(accountId)) return undefined;
        const own = rows.filter((row) => row.accountId === accountId);
        const others = forEveryone.filter((row) => row.accountId !== accountId);
        return withSettings([...others.map((row) => changeOf(row, since, null, row.status === 'approved')), ...own.map((row) => changeOf(row, since, accountId, true))]);
      },
    };
  };
}

/** Called once at server start (app.ts). */
export function registerQuestionsLive(live: Pick<LiveChannel, 'setRenderer'>, db: Db): void {
  live.setRenderer('questions', createQuestionsRenderer(db));
}
