import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { tablePlanSchema } from '#shared/contracts/meetings.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import type { EventRow } from '../../db/schema/events.ts';
import { meetings } from '../../db/schema/meetings.ts';
import { readMeetingSettings } from './meeting-settings.ts';

type TablePlan = z.infer<typeof tablePlanSchema>;

const requester = alias(accounts, 'requester');
const recipient = alias(accounts, 'recipient');
const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : 0);

/** The printable plan: every accepted meeting by time, each with its table, its two people and whether it was held (no-shows). */
export async function tablePlan(db: Db, event: EventRow): Promise<TablePlan> {
  const settings = await readMeetingSettings(db, event.id);
  const rows = await db
    .select({
      id: meetings.id,
      startsAt: meetings.startsAt,
      endsAt: meetings.endsAt,
      tableNumber: meetings.tableNumber,
      heldAt: meetings.heldAt,
      requesterName: requester.firstName,
      requesterLast: requester.lastName,
      recipientName: recipient.firstName,
      recipientLast: recipient.lastName,
    })
    .from(meetings)
    .innerJoin(requester, eq(requester.id, meetings.requesterId))
    .innerJoin(recipient, eq(recipient.id, meetings.recipientId))
    .where(and(eq(meetings.eventId, event.id), eq(meetings.state, 'accepted')))
    .orderBy(asc(meetings.startsAt), asc(meetings.tableNumber), asc(meetings.id));
  const slots: TablePlan['slots'] = [];
  for (const row of rows) {
    const startsAt = seconds(row.startsAt);
    let slot = slots.at(-1);
    if (!slot || slot.startsAt !== startsAt) slots.push((slot = { startsAt, endsAt: seconds(row.endsAt), meetings: [] }));
    slot.meetings.push({
      meetingId: row.id,
      tableNumber: row.tableNumber,
      people: [`${row.requesterName} ${row.requesterLast}`.trim(), `${row.recipientName} ${row.recipientLast}`.trim()],
      held: row.heldAt !== null,
    });
  }
  return { placeKind: settings.placeKind, areaName: settings.areaName, meetingPoint: settings.meetingPoint, timeZone: event.timeZone, slots };
}
