import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { meetingCountsSchema } from '#shared/contracts/meetings.ts';
import type { Db } from '../../db/client.ts';

type MeetingCounts = z.infer<typeof meetingCountsSchema>;

/** The console's numbers: every request ever sent, by where it stands now, held meetings and no-shows. */
export async function meetingCounts(db: Db, eventId: string, now: Date): Promise<MeetingCounts> {
  const result = (await db.execute(sql`
    select
      count(*)::int as requested,
      count(*) filter (where state = 'pending')::int as pending,
      count(*) filter (where state = 'accepted')::int as accepted,
      count(*) filter (where state = 'declined')::int as declined,
      count(*) filter (where state = 'cancelled')::int as cancelled,
      count(*) filter (where state = 'accepted' and held_at is not null)::int as held,
      count(*) filter (where state = 'accepted' and held_at is null and ends_at <= ${now.toISOString()}::timestamptz)::int as no_shows
    from meetings where event_id = ${eventId}
  `)) as unknown as { rows: Array<Record<string, number>> };
  const row = result.rows[0] ?? {};
  const n = (key: string) => Number(row[key] ?? 0);
  return { requested: n('requested'), pending: n('pending'), accepted: n('accepted'), declined: n('declined'), cancelled: n('cancelled'), held: n('held'), noShows: n('no_shows') };
}
