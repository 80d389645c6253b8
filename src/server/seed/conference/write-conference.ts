import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { refreshPlannerStatistics } from '../../db/planner-statistics.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { events } from '../../db/schema/events.ts';
import { exhibitors } from '../../db/schema/exhibitors.ts';
import { meetingSettings } from '../../db/schema/meeting-settings.ts';
import { organizationMembers } from '../../db/schema/organization-members.ts';
import { organizations } from '../../db/schema/organizations.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { sponsors } from '../../db/schema/sponsors.ts';
import { everyFeatureOn } from '../every-feature-on.ts';
import { conferenceMeetingSettings } from './meeting-plan.ts';
import { insertInBatches } from '../insert-in-batches.ts';
import { writeSessions } from '../write-sessions.ts';
import type { ConferencePlan } from './plan-conference.ts';

/** A profile handle from the unique email ("ana.silva.12@…" → "ana-silva-12"), within handleSchema's rules. */
function handleFor(email: string): string {
  const local = (email.split('@')[0] ?? '').replace(/[^a-z0-9]+/g, '-');
  return local.slice(0, 40).replace(/^-+|-+$/g, '');
}

export interface WrittenConference {
  organizationId: string;
  eventId: string;
}

/**
 * Writes the plan in one transaction (all or nothing) with batched inserts. Every account
 * gets the same password hash, made once by the caller. `ownerIds` become owners of the
 * organization (the demo organizer, so the console can be tried at scale).
 */
export async function writeConference(
  db: Db,
  { plan, passwordHash, ownerIds }: { plan: ConferencePlan; passwordHash: string; ownerIds: string[] },
): Promise<WrittenConference> {
  const written = await db.transaction(async (tx) => {
    const [organization] = await tx.insert(organizations).values(plan.organization).returning({ id: organizations.id });
    if (!organization) throw new Error('Organization insert returned no row');
    const [event] = await tx
      .insert(events)
      .values({
        ...plan.event,
        organizationId: organization.id,
        joinPolicy: 'invite',
        published: true,
        themePrimary: 'orange',
        ...everyFeatureOn,
      })
      .returning({ id: events.id });
    if (!event) throw new Error('Event insert returned no row');

    // Ids are made here rather than read back, so nothing depends on the order RETURNING answers in.
    const people = plan.people.map((person) => ({ person, accountId: randomUUID(), attendeeId: randomUUID() }));
    await insertInBatches(people, (batch) =>
      tx.insert(accounts).values(batch.map(({ person: { email, firstName, lastName }, accountId }) => ({ id: accountId, email, firstName, lastName, passwordHash }))),
    );
    const ownerRows = ownerIds.map((accountId) => ({ organizationId: organization.id, accountId, role: 'owner' as const }));
    const organizerRows = people.flatMap(({ person, accountId }) =>
      person.role === 'organizer' ? [{ organizationId: organization.id, accountId, role: 'organizer' as const }] : [],
    );
    await tx.insert(organizationMembers).values([...ownerRows, ...organizerRows]).onConflictDoNothing();
    // Profiles carry the company and job title; a handle taken by a real profile only skips that one.
    await insertInBatches(people, (batch) =>
      tx
        .insert(profiles)
        .values(batch.map(({ person, accountId }) => ({ accountId, handle: handleFor(person.email), headline: person.jobTitle, company: person.company, ...person.profile })))
        .onConflictDoNothing(),
    );
    await insertInBatches(people, (batch) =>
      tx
        .insert(eventMembers)
        .values(batch.map(({ person, accountId, attendeeId }) => ({ id: attendeeId, eventId: event.id, accountId, role: person.role, ticketType: person.ticketType }))),
    );
    await writeSessions(
      tx,
      event.id,
      plan.sessions.map(({ speakers, ...session }) => ({ ...session, speakerIds: speakers.flatMap((person) => people[person]?.attendeeId ?? []) })),
    );
    await tx.insert(exhibitors).values(plan.exhibitors.map((exhibitor, position) => ({ ...exhibitor, eventId: event.id, position })));
    await tx.insert(sponsors).values(plan.sponsors.map((sponsor, position) => ({ ...sponsor, eventId: event.id, position })));
    await tx.insert(meetingSettings).values({ eventId: event.id, ...conferenceMeetingSettings(plan.event) });
    return { organizationId: organization.id, eventId: event.id };
  });
  // Thousands of rows just arrived: plan the next queries with them counted.
  await refreshPlannerStatistics(db);
  return written;
}

export async function findOrganizationByHandle(db: Db, handle: string): Promise<string | null> {
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.handle, handle)).limit(1);
  return row?.id ?? null;
}
