import { and, count, eq, gte, lt, or } from 'drizzle-orm';
import type { MeetingSettings } from '#shared/contracts/meetings.ts';
import { matchReasons, matchScore } from '#shared/rules/match-reasons.ts';
import { localDateOf, partsOfDate } from '#shared/rules/meeting-slots.ts';
import { wallTimeToInstant } from '#shared/rules/wall-clock.ts';
import type { Db } from '../../db/client.ts';
import { connections } from '../../db/schema/connections.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import type { EventRow } from '../../db/schema/events.ts';
import { meetingBlocks } from '../../db/schema/meeting-blocks.ts';
import { meetings } from '../../db/schema/meetings.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { isVisibleTo } from '../attendees/profile-visibility.ts';
import { DomainError } from '../domain-error.ts';

// Who may ask whom. Someone the requester may not see in the directory (visibility "nobody", or
// "connections" without a connection) answers as a person not in the event, so a refusal tells
// nothing the directory does not; a block, the matched-only rule and the daily limit say so.

export const personNotFoundMessage = 'No such person in this event';

interface Pair {
  event: EventRow;
  settings: MeetingSettings;
  requesterId: string;
  recipientId: string;
  now: Date;
  /** The daily limit counts requests sent; looking at free slots is not one. */
  countLimit?: boolean;
}

/** Both people's tags and the recipient's visibility; null when the recipient is not a member. */
async function readPair(db: Db, { event, requesterId, recipientId }: Pair) {
  const rows = await db
    .select({ accountId: eventMembers.accountId, visibility: profiles.visibility, interests: profiles.interests, lookingFor: profiles.lookingFor, offers: profiles.offers })
    .from(eventMembers)
    .leftJoin(profiles, eq(profiles.accountId, eventMembers.accountId))
    .where(and(eq(eventMembers.eventId, event.id), or(eq(eventMembers.accountId, requesterId), eq(eventMembers.accountId, recipientId))));
  const recipient = rows.find((row) => row.accountId === recipientId);
  const requester = rows.find((row) => row.accountId === requesterId);
  return recipient ? { recipient, requester } : null;
}

/** Connected in either direction (a scan makes both sides; removing one's side keeps the other's). */
async function connectedEitherWay(db: Db, a: string, b: string): Promise<{ recipientConnectedToRequester: boolean; any: boolean }> {
  const rows = await db
    .select({ ownerId: connections.ownerId })
    .from(connections)
    .where(or(and(eq(connections.ownerId, a), eq(connections.otherId, b)), and(eq(connections.ownerId, b), eq(connections.otherId, a))));
  return { recipientConnectedToRequester: rows.some((row) => row.ownerId === b), any: rows.length > 0 };
}

/** The instants the event's local day of `now` begins and ends. */
function localDayBounds(now: Date, timeZone: string): { from: Date; to: Date } {
  const date = partsOfDate(localDateOf(Math.floor(now.getTime() / 1000), timeZone))!;
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + 1));
  const from = wallTimeToInstant({ ...date, hour: 0 }, timeZone);
  const to = wallTimeToInstant({ year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate(), hour: 0 }, timeZone);
  return { from: new Date(from), to: new Date(to) };
}

/** Refuses a request the recipient, the organizer's rules or the limit do not allow; passes silently otherwise. */
export async function checkMayRequest(db: Db, pair: Pair): Promise<void> {
  const { event, settings, requesterId, recipientId, now, countLimit = true } = pair;
  if (requesterId === recipientId) throw new DomainError('BAD_REQUEST', 'You cannot request a meeting with yourself');
  const people = await readPair(db, pair);
  if (!people) throw new DomainError('NOT_FOUND', personNotFoundMessage);
  const ties = await connectedEitherWay(db, requesterId, recipientId);
  const visible = isVisibleTo(
    { accountId: recipientId, visibility: people.recipient.visibility, ownerConnectedToViewer: ties.recipientConnectedToRequester },
    requesterId,
  );
  if (!visible) throw new DomainError('NOT_FOUND', personNotFoundMessage);

  const [blocked] = await db
    .select({ blockerId: meetingBlocks.blockerId })
    .from(meetingBlocks)
    .where(and(eq(meetingBlocks.eventId, event.id), eq(meetingBlocks.blockerId, recipientId), eq(meetingBlocks.blockedId, requesterId)))
    .limit(1);
  if (blocked) throw new DomainError('FORBIDDEN', 'This person does not take meeting requests from you');

  if (settings.whoMayRequest === 'matched' && !ties.any) {
    const tags = (person: { interests: string[] | null; lookingFor: string[] | null; offers: string[] | null } | undefined) => ({
      interests: person?.interests ?? [],
      lookingFor: person?.lookingFor ?? [],
      offers: person?.offers ?? [],
    });
    const score = matchScore(matchReasons(tags(people.requester), tags(people.recipient)));
    if (score === 0) throw new DomainError('FORBIDDEN', 'At this event you can request meetings only with your matches and connections');
  }

  if (countLimit && settings.dailyRequestLimit !== null) {
    // Counted by the server's clock on the event's local day: a device clock cannot reset it.
    const day = localDayBounds(now, event.timeZone);
    const [sent] = await db
      .select({ total: count() })
      .from(meetings)
      .where(and(eq(meetings.eventId, event.id), eq(meetings.requesterId, requesterId), gte(meetings.createdAt, day.from), lt(meetings.createdAt, day.to)));
    if ((sent?.total ?? 0) >= settings.dailyRequestLimit) {
      const retryAfterSeconds = Math.max(1, Math.ceil((day.to.getTime() - now.getTime()) / 1000));
      throw new DomainError('TOO_MANY_REQUESTS', `You can send ${settings.dailyRequestLimit} meeting requests a day at this event; try again tomorrow`, { retryAfterSeconds });
    }
  }
}

/**
 * Which of these people the requester may ask (checkMayRequest's rules, the daily limit aside),
 * in the order given. One person at a time: a refusal only leaves that person out.
 */
export async function mayRequestEach(db: Db, pair: Omit<Pair, 'recipientId' | 'countLimit'>, recipientIds: readonly string[]): Promise<string[]> {
  const allowed: string[] = [];
  for (const recipientId of recipientIds) {
    try {
      await checkMayRequest(db, { ...pair, recipientId, countLimit: false });
      allowed.push(recipientId);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return allowed;
}
