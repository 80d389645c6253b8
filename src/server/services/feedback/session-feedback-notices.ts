import { sql } from 'drizzle-orm';
import { sessionFeedbackTopic } from '#shared/rules/notification-text.ts';
import type { BackgroundJob } from '../../background-job.ts';
import type { ServerDeps } from '../../deps.ts';

/** How often each instance looks for sessions that just ended. */
const sessionNoticeIntervalMs = 10_000;
/**
 * Sessions that ended longer ago than this are never asked about: a server down for an afternoon
 * still asks when it is back, but switching feedback on after an event does not send a pile of
 * notices about talks from days ago.
 */
const sessionNoticeLookbackMs = 24 * 60 * 60 * 1000;

interface Created {
  id: string;
  account_id: string;
  program_id: string;
}

/**
 * Asks for feedback on every session that has ended (with feedback on): each person who had it in
 * their agenda or was checked in to the event gets one session_feedback notification, except the
 * session's own speakers. The marker row is the claim: it is inserted in the same statement as the
 * notifications, only where none exists, so on any number of instances, after any restart, each
 * session is asked about once and each person once per session (UNION drops the second reason).
 * Returns how many notifications were made.
 */
export async function sendSessionFeedbackNotices(deps: Pick<ServerDeps, 'db' | 'clock' | 'bus'>): Promise<number> {
  const now = deps.clock.now();
  const at = now.toISOString();
  const since = new Date(now.getTime() - sessionNoticeLookbackMs).toISOString();
  const created = await deps.db.transaction(async (tx) => {
    const result = (await tx.execute(sql`
      with claimed as (
        insert into session_feedback_notices (program_item_id, event_id, created_at)
        select p.id, p.event_id, ${at}::timestamptz
        from program_items p
        join events e on e.id = p.event_id
        where e.enable_feedback
          and p.ends_at <= ${at}::timestamptz
          and p.ends_at > ${since}::timestamptz
          and not exists (select 1 from session_feedback_notices n where n.program_item_id = p.id)
        on conflict (program_item_id) do nothing
        returning program_item_id, event_id
      ),
      asked as (
        select a.account_id, c.program_item_id
        from claimed c join agenda_items a on a.program_item_id = c.program_item_id
        union
        select ci.account_id, c.program_item_id
        from claimed c join check_ins ci on ci.event_id = c.event_id and ci.undone_at is null
      )
      insert into notifications (account_id, topic_name, payload, created_at, updated_at)
      select asked.account_id, ${sessionFeedbackTopic},
        jsonb_build_object(
          'programTitle', p.title,
          'programUrl', '/event/' || p.event_id || '/program/' || p.id || '#rate',
          'eventId', p.event_id::text,
          'programId', p.id::text
        ),
        ${at}::timestamptz, ${at}::timestamptz
      from asked
      join program_items p on p.id = asked.program_item_id
      join event_members m on m.event_id = p.event_id and m.account_id = asked.account_id
      where not exists (select 1 from program_speakers s where s.program_item_id = p.id and s.attendee_id = m.id)
      returning id, account_id, payload->>'programId' as program_id
    `)) as unknown as { rows: Created[] };
    const perSession = new Map<string, number>();
    for (const row of result.rows) perSession.set(row.program_id, (perSession.get(row.program_id) ?? 0) + 1);
    if (perSession.size > 0) {
      const counts = sql.join(
        [...perSession].map(([programId, recipients]) => sql`(${programId}::uuid, ${recipients}::int)`),
        sql`, `,
      );
      await tx.execute(sql`
        update session_feedback_notices n set recipients = v.recipients
        from (values ${counts}) as v(program_item_id, recipients)
        where n.program_item_id = v.program_item_id`);
    }
    return result.rows;
  });
  // After the commit: streams re-read the row, which must exist by then.
  for (const row of created) {
    await deps.bus.publish({ type: 'created', accountId: row.account_id, notificationId: row.id });
  }
  return created.length;
}

/** The job every instance runs (background-job.ts); the claim keeps them from asking twice. */
export function sessionFeedbackNoticesJob(deps: Pick<ServerDeps, 'db' | 'clock' | 'bus'>): BackgroundJob {
  return { name: 'ask for session feedback', everyMs: sessionNoticeIntervalMs, run: () => sendSessionFeedbackNotices(deps) };
}
