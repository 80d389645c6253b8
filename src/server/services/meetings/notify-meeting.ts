import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import type { ServerDeps } from '../../deps.ts';
import { createNotification } from '../notifications/create-notification.ts';

export const meetingTopics = {
  requested: 'meeting_requested',
  accepted: 'meeting_accepted',
  proposed: 'meeting_proposed',
  declined: 'meeting_declined',
  cancelled: 'meeting_cancelled',
  reminder: 'meeting_reminder',
} as const;
export type MeetingNotice = Exclude<keyof typeof meetingTopics, 'reminder'>;

const titles: Record<MeetingNotice, (name: string) => string> = {
  requested: (name) => `${name} would like to meet`,
  accepted: (name) => `${name} accepted your meeting`,
  proposed: (name) => `${name} proposed other times to meet`,
  declined: (name) => `${name} declined your meeting request`,
  cancelled: (name) => `${name} cancelled your meeting`,
};

/** Where a meeting notification opens: the event's Meetings page (built by the client half). */
export const meetingsPath = (eventId: string) => `/event/${eventId}/meetings`;

async function nameOf(db: Db, accountId: string): Promise<string> {
  const [row] = await db.select({ firstName: accounts.firstName, lastName: accounts.lastName }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return row ? `${row.firstName} ${row.lastName}`.trim() : 'Someone';
}

/**
 * Tells the other person of a meeting what the actor did, after the write committed (a bell
 * notification, live on their open streams). A failed notification is logged, never a failed
 * write: the meeting is what matters, and the Meetings page shows it anyway.
 */
export async function notifyMeeting(
  deps: Pick<ServerDeps, 'db' | 'clock' | 'bus'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  notice: { kind: MeetingNotice; eventId: string; meetingId: string; actorId: string; recipientId: string; body: string },
): Promise<void> {
  try {
    const name = await nameOf(deps.db, notice.actorId);
    await createNotification(deps, {
      accountId: notice.recipientId,
      topicName: meetingTopics[notice.kind],
      payload: { title: titles[notice.kind](name), body: notice.body, eventId: notice.eventId, programUrl: `${meetingsPath(notice.eventId)}#${notice.meetingId}` },
    });
  } catch (error) {
    log.warn({ err: error }, 'meeting notification failed');
  }
}
