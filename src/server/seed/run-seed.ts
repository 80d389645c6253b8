import type { Db } from '../db/client.ts';
import { accounts } from '../db/schema/accounts.ts';
import { hashPassword } from '../services/auth/passwords.ts';
import { asc, eq } from 'drizzle-orm';
import { eventMembers } from '../db/schema/event-members.ts';
import type { UploadStorage } from '../services/uploads/storage.ts';
import { seedDemoAlbum } from './demo-album.ts';
import { seedLogos } from './demo-logos.ts';
import { planConference } from './conference/plan-conference.ts';
import { findOrganizationByHandle, writeConference } from './conference/write-conference.ts';
import { demoAccounts, demoPassword } from './demo-credentials.ts';
import { seedDemo } from './demo.ts';
import type { SeedOptions } from './seed-options.ts';

const demoOrganizerEmail = demoAccounts.find((account) => account.organizationRole === 'owner')?.email ?? 'organizer@hallway.test';

/**
 * The demo (always, idempotent), then the scale conference when asked for. A conference of
 * the same flags that already exists is left as it is. Answers the lines to print. With upload
 * storage (the CLI passes the server's), the albums get photos and stands and sponsors logos.
 */
export async function runSeed(db: Db, options: SeedOptions, { now = new Date(), brand = 'Hallway', storage }: { now?: Date; brand?: string; storage?: UploadStorage } = {}): Promise<string[]> {
  await seedDemo(db, { now, brand, storage });
  const lines = [`Demo: ${demoAccounts.map((account) => account.email).join(', ')} (password ${demoPassword}).`];
  if (!options.conference) return lines;

  const started = Date.now();
  const plan = planConference(options.conference, now);
  if (await findOrganizationByHandle(db, plan.organization.handle)) {
    return [...lines, `Conference "${plan.organization.handle}" already exists: nothing added.`];
  }
  // One hash for every seeded account: argon2 is slow on purpose, 5,000 hashes would take minutes.
  const passwordHash = await hashPassword(demoPassword);
  const [organizer] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, demoOrganizerEmail));
  const written = await writeConference(db, { plan, passwordHash, ownerIds: organizer ? [organizer.id] : [] });
  const pictures = storage ? await seedConferencePictures(db, storage, { eventId: written.eventId, organizerId: organizer?.id ?? null, now }) : null;
  const byRole = new Map<string, number>();
  for (const person of plan.people) byRole.set(person.role, (byRole.get(person.role) ?? 0) + 1);
  const speakerLinks = plan.sessions.reduce((total, session) => total + new Set(session.speakers).size, 0);
  const [firstPerson] = plan.people;
  return [
    ...lines,
    `Organization "${plan.organization.name}" (/org/${plan.organization.handle}), owned by ${demoOrganizerEmail}.`,
    `Event "${plan.event.name}" (/event/${written.eventId}), ${options.conference.days} days from ${plan.event.startsAt.toISOString().slice(0, 10)}.`,
    `${plan.people.length} people: ${[...byRole].map(([role, total]) => `${total} ${role}`).join(', ')}.`,
    `${plan.sessions.length} sessions in ${plan.rooms.length} rooms (${speakerLinks} speaker slots), ${plan.exhibitors.length} exhibitors, ${plan.sponsors.length} sponsors.`,
    pictures ? `${pictures.photos} album photos, ${pictures.logos} logos.` : 'No upload storage: no album photos or logos.',
    firstPerson ? `Every seeded person signs in with ${demoPassword}, e.g. ${firstPerson.email}.` : 'No people.',
    `Took ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  ];
}

/** The conference's album (the demo's dozen pictures, added by its first members, liked by some) and logos. */
async function seedConferencePictures(db: Db, storage: UploadStorage, { eventId, organizerId, now }: { eventId: string; organizerId: string | null; now: Date }) {
  const members = await db.select({ accountId: eventMembers.accountId }).from(eventMembers).where(eq(eventMembers.eventId, eventId)).orderBy(asc(eventMembers.id)).limit(60);
  const ids = members.map((member) => member.accountId);
  const photos = await seedDemoAlbum(db, storage, { eventId, uploaderIds: ids.slice(0, 12), likerIds: ids, now });
  const logos = organizerId ? await seedLogos(db, storage, { eventId, accountId: organizerId, now }) : 0;
  return { photos, logos };
}
