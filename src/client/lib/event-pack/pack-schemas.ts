import * as z from 'zod/mini';
import type { Session, SpeakerSummary } from '#shared/contracts/schedule.ts';
import type { DirectoryPerson, Match } from '#shared/contracts/attendees.ts';
import type { Post } from '#shared/contracts/posts.ts';
import type { Poll } from '#shared/contracts/polls.ts';
import { exhibitorSchema, sponsorSchema, sponsorTierSchema } from './catalog-schemas.ts';
import { albumPhotoSchema } from './album-schemas.ts';
import { activitySchema } from './activity-schemas.ts';
import type { EventPackParts } from './pack-types.ts';

// Event packs are read back from IndexedDB, perhaps written by an older build: every record
// goes through these zod/mini twins of the shared contracts (what comes back from storage is untrusted). A record that
// does not pass is dropped and downloaded again. The annotations below make TypeScript prove
// that each twin reads exactly the contract's type.

export const packVersion = 1;

const picture = z.nullable(z.object({ src: z.string() }));
const ids = z.array(z.string());

const speakerSchema: z.ZodMiniType<SpeakerSummary> = z.object({
  attendeeId: z.string(),
  handle: z.nullable(z.string()),
  firstName: z.string(),
  lastName: z.string(),
  headline: z.string(),
  company: z.string(),
  picture,
});

export const sessionSchema: z.ZodMiniType<Session> = z.object({
  id: z.string(),
  eventId: z.string(),
  title: z.string(),
  description: z.string(),
  room: z.string(),
  track: z.string(),
  startsAt: z.number(),
  endsAt: z.number(),
  speakers: z.array(speakerSchema),
  updatedAt: z.number(),
});

export const personSchema: z.ZodMiniType<DirectoryPerson> = z.object({
  attendeeId: z.string(),
  handle: z.nullable(z.string()),
  firstName: z.string(),
  lastName: z.string(),
  headline: z.string(),
  company: z.string(),
  picture,
  role: z.enum(['attendee', 'speaker', 'exhibitor', 'staff', 'organizer']),
  interests: z.array(z.string()),
  lookingFor: z.array(z.string()),
  offers: z.array(z.string()),
  updatedAt: z.number(),
});

const matchSchema: z.ZodMiniType<Match> = z.object({
  person: personSchema,
  score: z.number(),
  reasons: z.object({ sharedInterests: z.array(z.string()), theyOffer: z.array(z.string()), iOffer: z.array(z.string()) }),
  explanation: z.string(),
});

export const pollSchema: z.ZodMiniType<Poll> = z.object({
  id: z.string(),
  eventId: z.string(),
  programId: z.nullable(z.string()),
  question: z.string(),
  kind: z.enum(['single', 'multiple']),
  options: z.array(z.object({ id: z.string(), label: z.string() })),
  state: z.enum(['open', 'closed', 'scheduled']),
  opensAt: z.nullable(z.number()),
  // Packs saved before polls had close times lack it.
  closesAt: z._default(z.nullable(z.number()), null),
  resultsVisibility: z.enum(['live', 'afterVoting', 'afterClose']),
  anonymous: z.boolean(),
  // Packs saved before polls had revisions lack it: a vote on such a copy names none.
  revision: z.optional(z.number()),
  createdAt: z.number(),
});

export const postSchema: z.ZodMiniType<Post> = z.object({
  id: z.string(),
  eventId: z.string(),
  title: z.string(),
  body: z.string(),
  picture,
  pinned: z.boolean(),
  audience: z.enum(['everyone', 'attendees', 'speakers', 'exhibitors', 'staff']),
  publishedAt: z.number(),
  editedAt: z.nullable(z.number()),
});

const record = { version: z.literal(packVersion), eventId: z.string(), savedAt: z.number() };

export const packSchemas = {
  schedule: z.object({ ...record, timeZone: z.string(), cursor: z.number(), sessions: z.record(z.string(), sessionSchema) }),
  // Stored as an array in name order (a large directory validates much faster as an array than as
  // a record keyed by id), held in memory by id. Records saved keyed by id by earlier builds still read.
  directory: z.pipe(
    z.object({ ...record, cursor: z.number(), people: z.union([z.array(personSchema), z.record(z.string(), personSchema)]) }),
    z.transform((directory) => ({
      ...directory,
      people: Array.isArray(directory.people) ? Object.fromEntries(directory.people.map((person) => [person.attendeeId, person])) : directory.people,
    })),
  ),
  matches: z.object({ ...record, computedAt: z.number(), items: z.array(matchSchema), pendingDismissals: ids }),
  agenda: z.object({ ...record, programIds: ids, feedUrl: z.nullable(z.string()) }),
  polls: z.object({ ...record, polls: z.array(pollSchema) }),
  exhibitors: z.object({ ...record, exhibitors: z.array(exhibitorSchema) }),
  sponsors: z.object({ ...record, tiers: z.array(sponsorTierSchema), sponsors: z.array(sponsorSchema) }),
  posts: z.object({ ...record, feed: z.enum(['attendees', 'speakers', 'exhibitors', 'staff', 'all']), posts: z.array(postSchema), seenUpTo: z.nullable(z.number()) }),
  album: z.object({ ...record, photos: z.array(albumPhotoSchema) }),
  activities: z.object({ ...record, prizeText: z.string(), activities: z.array(activitySchema) }),
  meta: z.object({
    ...record,
    syncedAt: z.nullable(z.number()),
    offline: z.nullable(z.object({ at: z.number(), dataBytes: z.number(), imageBytes: z.number(), images: z.number() })),
  }),
} satisfies { [K in keyof EventPackParts]: z.ZodMiniType<NonNullable<EventPackParts[K]>> };
