import { sql } from 'drizzle-orm';
import type { BackgroundJob } from '../../background-job.ts';
import type { ServerDeps } from '../../deps.ts';
import { meetingTopics } from './notify-meeting.ts';

/** How often each instance looks for meetings about to start. */
const reminderIntervalMs = 30_000;
/** Reminded this long before the start. */
const meetingReminderLeadMs = 10 * 60 * 1000;

interface Created {
  id: string;
  account_id: string;
}

/**
 * "Your meeting with X starts at 10:20 at table 4", to both people, once per accepted meeting,
 * shortly before it starts. The claim (reminded_at set where it was null) and the notifications
 * are one statement, so any number of instances remind once; a meeting moved or re-accepted has
 * its mark cleared and is reminded again. A meeting already under way is not reminded late.
 * Returns how many notifications were made.
 */
export async function sendMeetingReminders(deps: Pick<ServerDeps, 'db' | 'clock' | 'bus'>): Promise<number> {
  const now = deps.clock.now();
  const at = now.toISOString();
  const until = new Date(now.getTime() + meetingReminderLeadMs).toISOString();
  const result = (await deps.db.execute(sql`
    with claimed as (
      update meetings m set reminded_at = ${at}::timestamptz
      from events e
      where e.id = m.event_id and e.enable_meetings
        and m.state = 'accepted' and m.reminded_at is null
        and m.starts_at > ${at}::timestamptz and m.starts_at <= ${until}::timestamptz
      returning m.id, m.event_id, m.requester_id, m.recipient_id, m.starts_at, m.place, e.time_zone
    ),
    sides as (
      select c.*, c.requester_id as account_id, c.recipient_id as other_id from claimed c
      union all
      select c.*, c.recipient_id, c.requester_id from claimed c
    )
    insert into notifications (account_id, topic_name, payload, created_at, updated_at)
    select s.account_id, ${meetingTopics.reminder},
      jsonb_build_object(
        'title', 'Your meeting with ' || trim(o.first_name || ' ' || o.last_name) || ' starts at ' || to_char(s.starts_at at time zone s.time_zone, 'HH24:MI'),
        'body', case when s.place = '' then 'Find each other, then tap "We met".' else 'At ' || s.place || '. Then tap "We met".' end,
        'eventId', s.event_id::text,
        -- meetingsPath (notify-meeting.ts), written in SQL
        'programUrl', '/event/' || s.event_id || '/meetings#' || s.id
      ),
      ${at}::timestamptz, ${at}::timestamptz
    from sides s join accounts o on o.id = s.other_id
    returning id, account_id
  `)) as unknown as { rows: Created[] };
  for (const row of result.rows) await deps.bus.publish({ type: 'created', accountId: row.account_id, notificationId: row.id });
  return result.rows.length;
}

/** The job every instance runs (background-job.ts); the claim keeps them from reminding twice. */
export function meetingRemindersJob(deps: Pick<ServerDeps, 'db' | 'clock' | 'bus'>): BackgroundJob {
  return { name: 'remind of meetings', everyMs: reminderIntervalMs, run: () => sendMeetingReminders(deps) };
}
