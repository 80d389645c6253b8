import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts } from '../db/schema/accounts.ts';
import { eventMembers } from '../db/schema/event-members.ts';
import { profiles } from '../db/schema/profiles.ts';
import { hashPassword } from '../services/auth/passwords.ts';
import { canonicalTags } from '#shared/rules/canonical-tags.ts';
import { linkDemoSpeakers } from './link-demo-speakers.ts';

// People for the demo's attendee list and matches, and speakers for its sessions.
// They cannot sign in (a random password nobody knows); the role accounts can, and find them.

interface DemoPerson {
  email: string;
  firstName: string;
  lastName: string;
  handle: string;
  headline: string;
  company: string;
  role: 'attendee' | 'speaker';
  interests: string[];
  lookingFor: string[];
  offers: string[];
  /** Demo session titles (by their start) this person speaks at. */
  speaks?: number[];
}

/** Tags as the profile form stores them, so the demo data keeps the same rule as real profiles. */
const storedTags = ({ interests, lookingFor, offers }: Pick<DemoPerson, 'interests' | 'lookingFor' | 'offers'>) => ({
  interests: canonicalTags(interests),
  lookingFor: canonicalTags(lookingFor),
  offers: canonicalTags(offers),
});

const people: DemoPerson[] = [
  { email: 'amara.okafor@people.hallway.test', firstName: 'Amara', lastName: 'Okafor', handle: 'amara-okafor', headline: 'Principal Engineer', company: 'Aurora Labs', role: 'speaker', interests: ['offline-first', 'service workers', 'rust'], lookingFor: ['hiring'], offers: ['mentoring'], speaks: [0, 7] },
  { email: 'kenji.ito@people.hallway.test', firstName: 'Kenji', lastName: 'Ito', handle: 'kenji-ito', headline: 'Head of Operations', company: 'Harbourline Events', role: 'speaker', interests: ['event operations', 'accessibility'], lookingFor: ['beta testers'], offers: ['event operations advice'], speaks: [2, 4] },
  { email: 'lucia.ramirez@people.hallway.test', firstName: 'Lucía', lastName: 'Ramírez', handle: 'lucia-ramirez', headline: 'Community Lead', company: 'Foxglove Games', role: 'speaker', interests: ['community', 'games', 'design'], lookingFor: ['partnerships'], offers: ['speaking slots'], speaks: [3, 4] },
  { email: 'noah.fischer@people.hallway.test', firstName: 'Noah', lastName: 'Fischer', handle: 'noah-fischer', headline: 'Accessibility Specialist', company: 'Willow Care', role: 'speaker', interests: ['accessibility', 'design'], lookingFor: ['design feedback'], offers: ['accessibility reviews'], speaks: [6] },
  { email: 'priya.sharma@people.hallway.test', firstName: 'Priya', lastName: 'Sharma', handle: 'priya-sharma', headline: 'Engineering Manager', company: 'Nimbus Payments', role: 'attendee', interests: ['rust', 'offline-first', 'hiring loops'], lookingFor: ['mentoring'], offers: ['hiring'] },
  { email: 'jonas.berg@people.hallway.test', firstName: 'Jonas', lastName: 'Berg', handle: 'jonas-berg', headline: 'Founder', company: 'Cloudberry', role: 'attendee', interests: ['startups', 'design'], lookingFor: ['investors', 'beta testers'], offers: ['design feedback'] },
  { email: 'mei.chen@people.hallway.test', firstName: 'Mei', lastName: 'Chen', handle: 'mei-chen', headline: 'Product Designer', company: 'Parallax Design', role: 'attendee', interests: ['design', 'accessibility', 'community'], lookingFor: ['a new job'], offers: ['design feedback'] },
  { email: 'tariq.haddad@people.hallway.test', firstName: 'Tariq', lastName: 'Haddad', handle: 'tariq-haddad', headline: 'Investor', company: 'Quarry Capital', role: 'attendee', interests: ['startups', 'offline-first'], lookingFor: ['first customers'], offers: ['investors', 'mentoring'] },
];

/** What the role accounts follow, so the demo attendee has matches. Their own edits win. */
const roleProfiles: Record<string, Pick<DemoPerson, 'handle' | 'headline' | 'company' | 'interests' | 'lookingFor' | 'offers'>> = {
  'demo@hallway.test': { handle: 'dana-demo', headline: 'Frontend Developer', company: 'Sparrow Apps', interests: ['offline-first', 'rust', 'design'], lookingFor: ['mentoring', 'a new job'], offers: ['beta testers'] },
  'speaker@hallway.test': { handle: 'sasha-speaker', headline: 'Staff Engineer', company: 'Granite Cloud', interests: ['offline-first', 'service workers'], lookingFor: ['speaking slots'], offers: ['mentoring'] },
  'organizer@hallway.test': { handle: 'olivia-organizer', headline: 'Event Lead', company: 'Hallway Demo Org', interests: ['community', 'event operations'], lookingFor: ['beta testers'], offers: ['speaking slots'] },
  'door@hallway.test': { handle: 'dorian-door', headline: 'Volunteer Lead', company: 'Hallway Demo Org', interests: ['community'], lookingFor: [], offers: [] },
};

/** Idempotent: missing accounts, profiles, memberships and speaker links are added; nothing is changed. */
export async function seedDemoPeople(db: Db, { eventId, roleAccountIds }: { eventId: string; roleAccountIds: Map<string, string> }): Promise<void> {
  const emails = people.map((person) => person.email);
  const existing = await db.select({ email: accounts.email }).from(accounts).where(inArray(accounts.email, emails));
  const missing = people.filter((person) => !existing.some((row) => row.email === person.email));
  if (missing.length > 0) {
    const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
    await db
      .insert(accounts)
      .values(missing.map(({ email, firstName, lastName }) => ({ email, firstName, lastName, passwordHash })))
      .onConflictDoNothing({ target: accounts.email });
  }
  const rows = await db.select({ id: accounts.id, email: accounts.email }).from(accounts).where(inArray(accounts.email, emails));
  const idOf = new Map(rows.map((row) => [row.email, row.id]));
  const profileRows = [
    ...people.flatMap(({ email, handle, headline, company, interests, lookingFor, offers }) => {
      const accountId = idOf.get(email);
      return accountId ? [{ accountId, handle, headline, company, ...storedTags({ interests, lookingFor, offers }) }] : [];
    }),
    ...Object.entries(roleProfiles).flatMap(([email, profile]) => {
      const accountId = roleAccountIds.get(email);
      return accountId ? [{ accountId, ...profile, ...storedTags(profile) }] : [];
    }),
  ];
  // Any conflict (a profile already made on first use, a handle taken) leaves that row alone.
  await db.insert(profiles).values(profileRows).onConflictDoNothing();
  await db
    .insert(eventMembers)
    .values(people.flatMap((person) => (idOf.get(person.email) ? [{ eventId, accountId: idOf.get(person.email) as string, role: person.role, ticketType: 'Demo' }] : [])))
    .onConflictDoNothing({ target: [eventMembers.eventId, eventMembers.accountId] });

  await linkDemoSpeakers(
    db,
    eventId,
    people.flatMap((person) => {
      const accountId = idOf.get(person.email);
      return accountId && person.speaks ? [{ accountId, sessions: person.speaks, position: 1 }] : [];
    }),
  );
}
