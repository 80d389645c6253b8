import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import type { Session, SpeakerSummary } from '#shared/contracts/schedule.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { programItems } from '../../db/schema/program-items.ts';
import { programSpeakers } from '../../db/schema/program-speakers.ts';
import { toUnixSeconds } from '../clock.ts';

/** The sessions whose speakers changed name, photo or headline after `since`. */
function sessionsWithChangedSpeakers(db: Db, eventId: string, since: Date) {
  return db
    .select({ id: programSpeakers.programItemId })
    .from(programSpeakers)
    .innerJoin(eventMembers, eq(eventMembers.id, programSpeakers.attendeeId))
    .innerJoin(accounts, eq(accounts.id, eventMembers.accountId))
    .leftJoin(profiles, eq(profiles.accountId, accounts.id))
    .where(and(eq(eventMembers.eventId, eventId), or(gt(accounts.updatedAt, since), gt(profiles.updatedAt, since))));
}

interface SpeakerRow extends SpeakerSummary {
  programItemId: string;
  /** The newest of the speaker's account and profile changes. */
  changedAt: number;
}

async function loadSpeakers(db: Db, eventId: string, itemIds: string[] | null): Promise<SpeakerRow[]> {
  if (itemIds && itemIds.length === 0) return [];
  const rows = await db
    .select({
      programItemId: programSpeakers.programItemId,
      attendeeId: eventMembers.id,
      handle: profiles.handle,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      headline: profiles.headline,
      company: profiles.company,
      pictureSrc: accounts.pictureSrc,
      thumbnailSrc: profiles.pictureThumbnailSrc,
      accountUpdatedAt: accounts.updatedAt,
      profileUpdatedAt: profiles.updatedAt,
    })
    .from(programSpeakers)
    .innerJoin(programItems, eq(programItems.id, programSpeakers.programItemId))
    .innerJoin(eventMembers, eq(eventMembers.id, programSpeakers.attendeeId))
    .innerJoin(accounts, eq(accounts.id, eventMembers.accountId))
    .leftJoin(profiles, eq(profiles.accountId, accounts.id))
    .where(and(eq(programItems.eventId, eventId), itemIds ? inArray(programSpeakers.programItemId, itemIds) : undefined))
    .orderBy(asc(programSpeakers.position), asc(accounts.lastName), asc(accounts.firstName));
  return rows.map(({ pictureSrc, thumbnailSrc, accountUpdatedAt, profileUpdatedAt, ...row }) => {
    // The thumbnail: a schedule shows small faces, and devices cache them all.
    const src = thumbnailSrc ?? pictureSrc;
    return {
      ...row,
      handle: row.handle ?? null,
      headline: row.headline ?? '',
      company: row.company ?? '',
      picture: src ? { src } : null,
      changedAt: Math.max(accountUpdatedAt.getTime(), profileUpdatedAt?.getTime() ?? 0),
    };
  });
}

/**
 * An event's sessions with their speakers, by start time: all of them, or (with `since`) those
 * changed after it, including those whose speaker changed. Two queries whatever the size.
 * A session's updatedAt is the newest of its own and its speakers' changes, so a device that
 * keeps the newest copy takes a speaker's new name.
 */
export async function loadSessions(db: Db, eventId: string, options: { since?: Date; ids?: string[] } = {}): Promise<Session[]> {
  const { since, ids } = options;
  if (ids && ids.length === 0) return [];
  const items = await db
    .select()
    .from(programItems)
    .where(
      and(
        eq(programItems.eventId, eventId),
        since ? or(gt(programItems.updatedAt, since), inArray(programItems.id, sessionsWithChangedSpeakers(db, eventId, since))) : undefined,
        ids ? inArray(programItems.id, ids) : undefined,
      ),
    ).orderBy(asc(programItems.startsAt), asc(programItems.title), asc(programItems.id));
  const full = !since && !ids;
  const speakers = await loadSpeakers(db, eventId, full ? null : items.map((item) => item.id));
  const byItem = new Map<string, SpeakerRow[]>();
  for (const speaker of speakers) {
    const list = byItem.get(speaker.programItemId);
    if (list) list.push(speaker);
    else byItem.set(speaker.programItemId, [speaker]);
  }
  return items.map((item) => {
    const itemSpeakers = byItem.get(item.id) ?? [];
    return {
      id: item.id,
      eventId: item.eventId,
      title: item.title,
      description: item.description,
      room: item.room,
      track: item.track,
      startsAt: toUnixSeconds(item.startsAt),
      endsAt: toUnixSeconds(item.endsAt),
      speakers: itemSpeakers.map(({ programItemId: _item, changedAt: _changed, ...speaker }) => speaker),
      updatedAt: Math.max(item.updatedAt.getTime(), ...itemSpeakers.map((speaker) => speaker.changedAt)),
    };
  });
}
