import { sql } from 'drizzle-orm';
import type { EventRole } from '#shared/contracts/event.ts';
import type { Db } from '../../db/client.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import type { EventRow } from '../../db/schema/events.ts';
import type { ServerDeps } from '../../deps.ts';
import { createNotification } from '../notifications/create-notification.ts';

export interface Admission {
  event: Pick<EventRow, 'id' | 'name'>;
  accountId: string;
  role: EventRole;
  ticketType: string;
  /** An invitation's role and ticket replace what an existing member had; an open join or a code never does. */
  overwrite: boolean;
}

/**
 * Makes the account a member (idempotent: concurrent joins make one row) and greets only a
 * new member with a notification. Returns whether the membership is new.
 */
export async function admitMember(
  deps: Pick<ServerDeps, 'clock' | 'bus'> & { db: Db },
  { event, accountId, role, ticketType, overwrite }: Admission,
): Promise<boolean> {
  const now = deps.clock.now();
  const insert = deps.db.insert(eventMembers).values({ eventId: event.id, accountId, role, ticketType, createdAt: now, updatedAt: now });
  const target = [eventMembers.eventId, eventMembers.accountId];
  // xmax = 0 only on a freshly inserted row, so one upsert tells "joined now" from "was already in".
  const [row] = await (overwrite
    ? insert.onConflictDoUpdate({ target, set: { role, ticketType, updatedAt: now } })
    : insert.onConflictDoNothing({ target })
  ).returning({ inserted: sql<boolean>`(xmax = 0)` });
  const created = row?.inserted === true;
  if (created) {
    await createNotification(deps, {
      accountId,
      topicName: 'event_joined',
      payload: { title: `You joined ${event.name}`, body: 'Open the event to see its programme and who else is coming.', eventId: event.id },
    });
  }
  return created;
}
