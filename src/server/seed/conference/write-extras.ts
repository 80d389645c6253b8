import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import type { UploadStorage } from '../../services/uploads/storage.ts';
import { seedDemoActivities } from '../demo-activities.ts';
import { seedDemoBingo } from '../demo-bingo.ts';
import { seedLogos } from '../demo-logos.ts';
import { seedDemoPolls } from '../demo-polls.ts';
import { seedDemoPosts } from '../demo-posts.ts';
import { defaultPictureShares, seedAlbumPhotos, seedProfilePictures, type PictureShares } from './write-pictures.ts';

// Everything the scale conference has beyond people and the programme, so every feature has
// data and pictures to carry offline: profile pictures, stand and sponsor logos, an album,
// updates, polls, activities and a bingo card (the last four as on the demo conference).

export interface ConferenceExtras {
  profilePictures: number;
  logos: number;
  albumPhotos: number;
  seconds: number;
}

export async function writeConferenceExtras(
  db: Db,
  storage: UploadStorage,
  { eventId, seed, now, shares = defaultPictureShares }: { eventId: string; seed: number; now: Date; shares?: PictureShares },
): Promise<ConferenceExtras> {
  const started = Date.now();
  // The event's first organizer writes the updates, polls and activities and "uploads" the logos.
  const [organizer] = await db
    .select({ accountId: eventMembers.accountId })
    .from(eventMembers)
    .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.role, 'organizer')))
    .orderBy(asc(eventMembers.accountId))
    .limit(1);
  const organizerId = organizer?.accountId ?? null;
  const profilePictures = await seedProfilePictures(db, storage, { eventId, seed, shares });
  const logos = organizerId ? await seedLogos(db, storage, { eventId, accountId: organizerId, now }) : 0;
  const albumPhotos = await seedAlbumPhotos(db, storage, { eventId, seed, count: shares.albumPhotos, now });
  await seedDemoPosts(db, { eventId, authorAccountId: organizerId, now });
  await seedDemoPolls(db, { eventId, creatorAccountId: organizerId });
  await seedDemoActivities(db, { eventId, creatorAccountId: organizerId });
  await seedDemoBingo(db, { eventId });
  return { profilePictures, logos, albumPhotos, seconds: (Date.now() - started) / 1000 };
}
