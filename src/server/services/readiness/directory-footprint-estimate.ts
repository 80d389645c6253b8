import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { DirectoryPerson } from '#shared/contracts/attendees.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { feedFootprint, type FeedFootprint } from './feed-footprint.ts';

// The directory's footprint without building or parsing the directory. Building it for a large
// event (one wide query, the member index, JSON, gzip and brotli) and parsing it are costly, and
// the readiness page only needs its size. One
// aggregate query measures what JSON.stringify writes for each person the shared directory holds
// (PostgreSQL's to_json escapes strings as JSON.stringify does), and the record around them is
// measured by feedFootprint itself on a directory of nobody, one and two people, so the shape
// the phone stores stays defined in one place (feed-footprint.ts). Exact bytes for the stored
// JSON (tests/server/readiness/directory-footprint-estimate.test.ts compares it with the built
// feed); the brotli size is the caller's share of it (feature-footprints.ts).

/** A person whose every variable field is at its shortest: what the per-field lengths add to. */
const template: DirectoryPerson = {
  attendeeId: '00000000-0000-4000-8000-000000000000',
  handle: null,
  firstName: '',
  lastName: '',
  headline: '',
  company: '',
  picture: null,
  role: 'attendee',
  interests: [],
  lookingFor: [],
  offers: [],
  // Server milliseconds: 13 digits until the year 2286.
  updatedAt: 1_700_000_000_000,
};

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');
/** `{"src":…}` around a picture's source. */
const pictureWrapperBytes = jsonBytes({ src: '' }) - jsonBytes('');
const variableFields = ['handle', 'firstName', 'lastName', 'headline', 'company', 'picture', 'role', 'interests', 'lookingFor', 'offers'] as const;
const templateVariableBytes = variableFields.reduce((sum, field) => sum + jsonBytes(template[field]), 0);

/** The record the phone stores for a directory of these people (feed-footprint.ts's shape), in bytes. */
function storedBytesOf(people: DirectoryPerson[]): number {
  const eventId = template.attendeeId;
  const answer = { eventId, people, removedAttendeeIds: [], full: true, cursor: template.updatedAt };
  const identity = Buffer.from(JSON.stringify(answer));
  // A distinct validator per shape: feedFootprint remembers footprints by it.
  const etag = `readiness-directory-template-${people.length}`;
  return feedFootprint('directory', { version: 0, body: { identity, br: identity, gzip: identity, etag } }).storedBytes;
}

/** What one more person adds besides their variable fields (their key, braces, field names, a comma). */
const envelope = () => {
  const none = storedBytesOf([]);
  const one = storedBytesOf([template]);
  const two = storedBytesOf([template, { ...template, attendeeId: template.attendeeId.replace(/0$/, '1') }]);
  return { none, first: one - none - templateVariableBytes, next: two - one - templateVariableBytes };
};

/** JSON bytes of a text value (null → `null`), as JSON.stringify writes it. */
const textJson = (value: SQL | unknown) => sql`coalesce(octet_length(to_json(${value})::text), 4)`;

/**
 * Brotli's share of the stored JSON when no built directory says better: taken from the seeded
 * 5,000-person directory at the quick quality a new version is first sent with; the quality-11
 * copy that replaces it is smaller, so this errs high.
 */
const directoryBrotliShare = 0.14;

/** The shared directory's footprint counted in SQL; `brotliShare` from the last built directory when known. */
export async function estimateDirectoryFootprint(db: Db, eventId: string, brotliShare = directoryBrotliShare): Promise<FeedFootprint> {
  const src = sql`coalesce(${profiles.pictureThumbnailSrc}, ${accounts.pictureSrc})`;
  const personBytes = sql.join(
    [
      textJson(profiles.handle),
      textJson(accounts.firstName),
      textJson(accounts.lastName),
      textJson(sql`coalesce(${profiles.headline}, '')`),
      textJson(sql`coalesce(${profiles.company}, '')`),
      sql`coalesce(octet_length(to_json(${src})::text) + ${pictureWrapperBytes}, 4)`,
      textJson(eventMembers.role),
      textJson(sql`coalesce(${profiles.interests}, '{}')`),
      textJson(sql`coalesce(${profiles.lookingFor}, '{}')`),
      textJson(sql`coalesce(${profiles.offers}, '{}')`),
    ],
    sql` + `,
  );
  const [row] = await db
    .select({
      people: sql<number>`count(*)`.mapWith(Number),
      variableBytes: sql<number>`coalesce(sum(${personBytes}), 0)`.mapWith(Number),
      // In the directory's order (loadMembers), so the pictures sampled are the built feed's.
      pictures: sql<string[] | null>`array_agg(${src} order by ${accounts.lastName}, ${accounts.firstName}, ${eventMembers.id}) filter (where ${src} is not null)`,
    })
    .from(eventMembers)
    .innerJoin(accounts, eq(accounts.id, eventMembers.accountId))
    .leftJoin(profiles, eq(profiles.accountId, eventMembers.accountId))
    // The shared directory: profiles open to everyone, and members with no profile yet (isVisibleTo with no viewer).
    .where(and(eq(eventMembers.eventId, eventId), or(sql`${profiles.accountId} is null`, eq(profiles.visibility, 'everyone'))));
  const people = row?.people ?? 0;
  const { none, first, next } = envelope();
  const storedBytes = people === 0 ? none : none + first + (people - 1) * next + (row?.variableBytes ?? 0);
  return { items: people, storedBytes, transferBytes: Math.round(storedBytes * brotliShare), pictures: [...new Set(row?.pictures ?? [])] };
}
