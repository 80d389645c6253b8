import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export interface Span {
  start: number;
  end: number;
}

interface BusyRow {
  account_id: string;
  starts: number;
  ends: number;
}

/**
 * When each of these people is taken in the event, unix seconds: the sessions in their personal
 * agenda, the sessions they speak in, and their accepted meetings (but `exceptMeetingId`, the one
 * being moved). Only the spans leave this module, never which session or meeting they are, so the
 * free slots built from them tell nobody what anyone else will attend.
 */
export async function busySpans(
  db: Db,
  eventId: string,
  accountIds: readonly string[],
  { exceptMeetingId = null, meetingsOnly = false }: { exceptMeetingId?: string | null; meetingsOnly?: boolean } = {},
): Promise<Map<string, Span[]>> {
  const people = sql.join(accountIds.map((id) => sql`${id}::uuid`), sql`, `);
  const except = exceptMeetingId ?? '00000000-0000-0000-0000-000000000000';
  // A session in the agenda is a wish, not a booking: it keeps its time out of the free slots
  // offered, but only another accepted meeting refuses a booking (meetingsOnly).
  const sessions = meetingsOnly
    ? sql``
    : sql`
    select a.account_id, extract(epoch from p.starts_at)::float8 as starts, extract(epoch from p.ends_at)::float8 as ends
    from agenda_items a join program_items p on p.id = a.program_item_id
    where a.event_id = ${eventId} and a.account_id in (${people})
    union all
    select m.account_id, extract(epoch from p.starts_at)::float8, extract(epoch from p.ends_at)::float8
    from program_speakers s
    join event_members m on m.id = s.attendee_id
    join program_items p on p.id = s.program_item_id
    where m.event_id = ${eventId} and m.account_id in (${people})
    union all`;
  const result = (await db.execute(sql`${sessions}
    select x.account_id, extract(epoch from x.starts_at)::float8 as starts, extract(epoch from x.ends_at)::float8 as ends
    from meetings mt
    cross join lateral (values (mt.requester_id, mt.starts_at, mt.ends_at), (mt.recipient_id, mt.starts_at, mt.ends_at)) as x(account_id, starts_at, ends_at)
    where mt.event_id = ${eventId} and mt.state = 'accepted' and mt.id <> ${except}::uuid
      and (mt.requester_id in (${people}) or mt.recipient_id in (${people}))
      and x.account_id in (${people})
  `)) as unknown as { rows: BusyRow[] };
  const spans = new Map<string, Span[]>(accountIds.map((id) => [id, []]));
  for (const row of result.rows) spans.get(row.account_id)?.push({ start: Math.round(Number(row.starts)), end: Math.round(Number(row.ends)) });
  return spans;
}

/** Accepted meetings of the event at a table, for the table plan's capacity (all but `exceptMeetingId`). */
export async function tableBookings(db: Db, eventId: string, exceptMeetingId: string | null = null): Promise<Array<Span & { table: number }>> {
  const except = exceptMeetingId ?? '00000000-0000-0000-0000-000000000000';
  const result = (await db.execute(sql`
    select table_number, extract(epoch from starts_at)::float8 as starts, extract(epoch from ends_at)::float8 as ends
    from meetings
    where event_id = ${eventId} and state = 'accepted' and table_number is not null and id <> ${except}::uuid
  `)) as unknown as { rows: Array<{ table_number: number; starts: number; ends: number }> };
  return result.rows.map((row) => ({ table: Number(row.table_number), start: Math.round(Number(row.starts)), end: Math.round(Number(row.ends)) }));
}

/** Whether any of the spans overlaps the slot. */
export function clashes(spans: readonly Span[], slot: Span): boolean {
  return spans.some((span) => span.start < slot.end && slot.start < span.end);
}
