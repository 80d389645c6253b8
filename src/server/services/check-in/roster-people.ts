import { and, asc, eq, gt, or } from 'drizzle-orm';
import type { RosterPerson } from '#shared/contracts/check-in.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { loadStanding, pairKey, toStandingCheckIn } from './standing.ts';

/**
 * The members of an event as the door sees them. Staff see every member whatever the profile's
 * visibility: admitting people needs their name and face. With `since`, only the members who
 * joined or whose name, photo, role or ticket changed after it.
 */
export async function rosterPeople(db: Db, eventId: string, since?: Date): Promise<RosterPerson[]> {
  const changed = since
    ? or(gt(eventMembers.createdAt, since), gt(eventMembers.updatedAt, since), gt(accounts.updatedAt, since), gt(profiles.updatedAt, since))
    : undefined;
  const [rows, standing] = await Promise.all([
    db
      .select({
        accountId: accounts.id,
        attendeeId: eventMembers.id,
        firstName: accounts.firstName,
        lastName: accounts.lastName,
        company: profiles.company,
        pictureSrc: accounts.pictureSrc,
        thumbnailSrc: profiles.pictureThumbnailSrc,
        role: eventMembers.role,
        ticketType: eventMembers.ticketType,
      })
      .from(eventMembers)
      .innerJoin(accounts, eq(accounts.id, eventMembers.accountId))
      .leftJoin(profiles, eq(profiles.accountId, accounts.id))
      .where(and(eq(eventMembers.eventId, eventId), changed))
      .orderBy(asc(accounts.lastName), asc(accounts.firstName), asc(accounts.id)),
    loadStanding(db, [eventId]),
  ]);
  return rows.map(({ pictureSrc, thumbnailSrc, company, ...row }) => {
    const stands = standing.get(pairKey(eventId, row.accountId));
    // The thumbnail, so thousands fit on a device; a picture set without one (the demo seed) will do.
    const src = thumbnailSrc ?? pictureSrc;
    return { ...row, company: company ?? '', picture: src ? { src } : null, checkIn: stands ? toStandingCheckIn(stands) : null };
  });
}
