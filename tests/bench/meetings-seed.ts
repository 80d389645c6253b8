// The meetings benches' event (issue 36): the scale seed's 5,000-attendee / 300-session conference
// (its meeting set-up: two windows a day, 20-minute slots, 60 tables for one meeting each), every
// member with a session token, every member's personal agenda full across the meeting windows
// (12 sessions each that overlap a window), and existing meetings: some accepted at tables (no
// person or table twice in a slot), some declined, some pending between people the load leaves alone.
// Runs in the server's process (meetings-server.ts), straight on its database.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { refreshPlannerStatistics } from '#server/db/planner-statistics.ts';
import { accountTokens } from '#server/db/schema/account-tokens.ts';
import { accounts } from '#server/db/schema/accounts.ts';
import { agendaItems } from '#server/db/schema/agenda-items.ts';
import { eventMembers } from '#server/db/schema/event-members.ts';
import { meetings } from '#server/db/schema/meetings.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { programItems } from '#server/db/schema/program-items.ts';
import { conferenceMeetingSettings } from '#server/seed/conference/meeting-plan.ts';
import { planConference } from '#server/seed/conference/plan-conference.ts';
import { writeConference } from '#server/seed/conference/write-conference.ts';
import { demoPassword } from '#server/seed/demo-credentials.ts';
import { hashPassword } from '#server/services/auth/passwords.ts';
import { createOpaqueToken, hashToken } from '#server/services/auth/opaque-token.ts';
import { meetingSlotStarts } from '#shared/rules/meeting-slots.ts';

export const meetingsScale = {
  attendees: 5_000,
  sessions: 300,
  days: 3,
  seed: 1,
};
/** Sessions in each member's agenda, all overlapping a meeting window. */
export const agendaSessions = 12;
/** Accepted meetings seeded per slot (of 60 tables), pending and declined ones in all. */
export const seededAccepted = 20;
export const seededPending = 1_500;
export const seededDeclined = 1_000;

export interface MeetingsMember {
  attendeeId: string;
  accountId: string;
  token: string;
  email: string;
  /** Findable by everyone (a request to them is not refused as to a hidden person). */
  open: boolean;
  /** Open, with interests, wants and offers: someone with matches to look at. */
  matchable: boolean;
}

export interface MeetingsSeed {
  eventId: string;
  members: MeetingsMember[];
  /** The event's meeting slot starts (unix seconds) and length. */
  grid: number[];
  slotMinutes: number;
  tables: number;
  password: string;
  counts: {
    agendaItems: number;
    accepted: number;
    pending: number;
    declined: number;
    seconds: number;
  };
}

/** A small repeatable random (mulberry32): the same event every run. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function inBatches<T>(rows: T[], size: number, write: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await write(rows.slice(start, start + size));
}

/**
 * Seeds the event. `keepApart`: how many open members (the first ones in `members`) the load
 * bench uses; the seeded pending requests are between the others, so none stands in its way.
 */
export async function seedMeetingsEvent(db: Db, { keepApart = 2_000 }: { keepApart?: number } = {}): Promise<MeetingsSeed> {
  const started = Date.now();
  const plan = planConference(meetingsScale, new Date());
  const { eventId } = await writeConference(db, {
    plan,
    passwordHash: await hashPassword(demoPassword),
    ownerIds: [],
  });
  const settings = conferenceMeetingSettings(plan.event);
  const unix = (date: Date) => Math.floor(date.getTime() / 1000);
  const grid = meetingSlotStarts(settings.windows, settings.slotMinutes, {
    startsAt: unix(plan.event.startsAt),
    endsAt: unix(plan.event.endsAt),
    timeZone: plan.event.timeZone,
  });
  const length = settings.slotMinutes * 60;

  const rows = await db
    .select({
      attendeeId: eventMembers.id,
      accountId: eventMembers.accountId,
      visibility: profiles.visibility,
      role: eventMembers.role,
      interests: profiles.interests,
      lookingFor: profiles.lookingFor,
      offers: profiles.offers,
    })
    .from(eventMembers)
    .leftJoin(profiles, eq(profiles.accountId, eventMembers.accountId))
    .where(eq(eventMembers.eventId, eventId));
  const emailRows = await db
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .innerJoin(eventMembers, and(eq(eventMembers.accountId, accounts.id), eq(eventMembers.eventId, eventId)));
  const emailOf = new Map(emailRows.map((row) => [row.id, row.email]));
  const members: MeetingsMember[] = rows
    .map((row) => {
      const open = row.visibility === 'everyone' && row.role === 'attendee';
      const matchable = open && (row.interests?.length ?? 0) >= 3 && (row.lookingFor?.length ?? 0) > 0 && (row.offers?.length ?? 0) > 0;
      return {
        attendeeId: row.attendeeId,
        accountId: row.accountId,
        token: createOpaqueToken(),
        email: emailOf.get(row.accountId) ?? '',
        open,
        matchable,
      };
    })
    // Open attendees first (the load bench's crowd), in a fixed order.
    .sort((a, b) => Number(b.open) - Number(a.open) || a.accountId.localeCompare(b.accountId));

  const expiresAt = new Date(Date.now() + 86_400_000);
  await inBatches(members, 500, (batch) =>
    db.insert(accountTokens).values(
      batch.map((member) => ({
        accountId: member.accountId,
        tokenHash: hashToken(member.token),
        expiresAt,
      })),
    ),
  );

  // Full agendas: 12 sessions each that overlap a meeting window.
  const random = createRandom(meetingsScale.seed);
  const sessions = await db
    .select({
      id: programItems.id,
      startsAt: programItems.startsAt,
      endsAt: programItems.endsAt,
    })
    .from(programItems)
    .where(eq(programItems.eventId, eventId));
  const inWindows = sessions.filter((session) => grid.some((start) => unix(session.startsAt) < start + length && start < unix(session.endsAt)));
  if (inWindows.length < agendaSessions) throw new Error(`Only ${inWindows.length} sessions overlap the meeting windows`);
  const addedAt = new Date();
  const agenda = members.flatMap((member) => {
    const chosen = new Set<string>();
    while (chosen.size < agendaSessions) chosen.add(inWindows[Math.floor(random() * inWindows.length)]!.id);
    return [...chosen].map((programItemId) => ({
      accountId: member.accountId,
      eventId,
      programItemId,
      addedAt,
    }));
  });
  await inBatches(agenda, 2_000, (batch) => db.insert(agendaItems).values(batch));

  // Existing meetings. Accepted: per slot, `seededAccepted` pairs of distinct people at tables 1…n.
  const now = new Date();
  const meetingRows: Array<typeof meetings.$inferInsert> = [];
  const pick = (pool: readonly MeetingsMember[]) => pool[Math.floor(random() * pool.length)]!;
  for (const start of grid) {
    const taken = new Set<string>();
    for (let table = 1; table <= seededAccepted; table++) {
      let a = pick(members);
      let b = pick(members);
      while (taken.has(a.accountId)) a = pick(members);
      while (taken.has(b.accountId) || b.accountId === a.accountId) b = pick(members);
      taken.add(a.accountId).add(b.accountId);
      meetingRows.push({
        eventId,
        requesterId: a.accountId,
        recipientId: b.accountId,
        state: 'accepted',
        proposedSlots: [start],
        proposedBy: a.accountId,
        startsAt: new Date(start * 1000),
        endsAt: new Date((start + length) * 1000),
        tableNumber: table,
        place: settings.areaName,
        requestedAt: now,
        createdAt: now,
        updatedAt: now,
      });
    }
  }
  const apart = members.slice(keepApart);
  const slotsOf = () => [grid[Math.floor(random() * grid.length)]!];
  const other = (pool: readonly MeetingsMember[], not: MeetingsMember) => {
    let b = pick(pool);
    while (b.accountId === not.accountId) b = pick(pool);
    return b;
  };
  const seenPairs = new Set<string>();
  for (let made = 0; made < seededPending;) {
    const a = pick(apart);
    const b = other(apart, a);
    const key = [a.accountId, b.accountId].sort().join();
    if (seenPairs.has(key)) continue;
    seenPairs.add(key);
    made++;
    meetingRows.push({
      eventId,
      requesterId: a.accountId,
      recipientId: b.accountId,
      state: 'pending',
      proposedSlots: slotsOf(),
      proposedBy: a.accountId,
      requestedAt: now,
      createdAt: now,
      updatedAt: now,
    });
  }
  for (let made = 0; made < seededDeclined; made++) {
    const a = pick(members);
    const b = other(members, a);
    meetingRows.push({
      eventId,
      requesterId: a.accountId,
      recipientId: b.accountId,
      state: 'declined',
      proposedSlots: slotsOf(),
      proposedBy: a.accountId,
      requestedAt: now,
      createdAt: now,
      updatedAt: now,
    });
  }
  await inBatches(meetingRows, 500, (batch) => db.insert(meetings).values(batch.map((row) => ({ id: randomUUID(), ...row }))));
  await refreshPlannerStatistics(db);
  return {
    eventId,
    members,
    grid,
    slotMinutes: settings.slotMinutes,
    tables: settings.tables.length,
    password: demoPassword,
    counts: {
      agendaItems: agenda.length,
      accepted: grid.length * seededAccepted,
      pending: seededPending,
      declined: seededDeclined,
      seconds: (Date.now() - started) / 1000,
    },
  };
}
