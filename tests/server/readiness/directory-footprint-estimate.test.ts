import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '#server/db/schema/accounts.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { estimateDirectoryFootprint } from '#server/services/readiness/directory-footprint-estimate.ts';
import { feedFootprint } from '#server/services/readiness/feed-footprint.ts';
import { runningFeedsFor } from '#server/services/event-feeds/running-feeds.ts';
import { addMember, insertEvent } from '../factories/events.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

// The readiness page counts the directory in SQL when the shared feed is not built (building it
// for 5,000 people costs about a second). The count must be the bytes the phone stores, byte for
// byte, however awkward the people's text is; only the brotli size is an estimate.

let t: TestServer;
let eventId: string;

interface Person {
  firstName: string;
  lastName: string;
  picture?: string;
  profile?: { handle: string; headline?: string; company?: string; thumbnail?: string; interests?: string[]; lookingFor?: string[]; offers?: string[]; visibility?: 'everyone' | 'connections' | 'nobody' };
  role?: 'attendee' | 'speaker' | 'organizer';
}

async function addPerson(person: Person): Promise<void> {
  const [account] = await t.db
    .insert(accounts)
    .values({ email: `${randomUUID()}@example.test`, firstName: person.firstName, lastName: person.lastName, passwordHash: 'x', pictureSrc: person.picture ?? null })
    .returning({ id: accounts.id });
  const { profile } = person;
  if (profile) {
    await t.db.insert(profiles).values({
      accountId: account!.id,
      handle: profile.handle,
      headline: profile.headline ?? '',
      company: profile.company ?? '',
      interests: profile.interests ?? [],
      lookingFor: profile.lookingFor ?? [],
      offers: profile.offers ?? [],
      visibility: profile.visibility ?? 'everyone',
      pictureThumbnailSrc: profile.thumbnail ?? null,
    });
  }
  await addMember(t.db, eventId, account!.id, person.role ?? 'attendee');
}

const exactFootprint = async (id: string) => feedFootprint('directory', await runningFeedsFor(t.db)!.read('directory', id));

beforeAll(async () => {
  t = await startTestServer();
  eventId = await insertEvent(t.db, { enableAttendeeList: true });
  const people: Person[] = [
    // No profile yet: in the directory with the defaults.
    { firstName: 'Ada', lastName: 'Lovelace' },
    { firstName: 'Zoë', lastName: 'Ångström 😀', picture: '/uploads/avatars/zoe.webp', profile: { handle: 'zoe', headline: 'Says "hello" \\ waves', company: 'Ünïcode & Co', interests: ['AI', 'say "cheese"'], offers: ['mentoring'] } },
    { firstName: 'Line', lastName: 'Breaks', profile: { handle: 'line', headline: 'two\nlines\tand a tab\u0001', lookingFor: ['a', 'b', 'c'], thumbnail: '/uploads/avatars/line-thumb.webp' }, picture: '/uploads/avatars/line.webp', role: 'speaker' },
    { firstName: 'Only', lastName: 'Friends', profile: { handle: 'friends', visibility: 'connections' } },
    { firstName: 'Nobody', lastName: 'Sees', profile: { handle: 'hidden', visibility: 'nobody' } },
    { firstName: 'Olga', lastName: 'Organizer', profile: { handle: 'olga', company: 'Hallway' }, role: 'organizer' },
  ];
  for (const person of people) await addPerson(person);
});
afterAll(async () => {
  await t.stop();
});

describe('the directory counted in SQL', () => {
  it('stores exactly the bytes the built feed says the phone stores, with the same people and pictures', async () => {
    const estimate = await estimateDirectoryFootprint(t.db, eventId);
    const exact = await exactFootprint(eventId);
    // 'connections' and 'nobody' profiles are not in the shared directory.
    expect(estimate.items).toBe(4);
    expect(estimate.items).toBe(exact.items);
    expect(estimate.storedBytes).toBe(exact.storedBytes);
    expect(estimate.pictures).toEqual(exact.pictures);
    expect(estimate.pictures).toEqual(['/uploads/avatars/line-thumb.webp', '/uploads/avatars/zoe.webp']);
  });

  it('estimates the brotli size from the share it is given', async () => {
    const estimate = await estimateDirectoryFootprint(t.db, eventId, 0.5);
    expect(estimate.transferBytes).toBe(Math.round(estimate.storedBytes * 0.5));
  });

  it('an event with nobody visible stores an empty directory', async () => {
    const empty = await insertEvent(t.db, { enableAttendeeList: true });
    const estimate = await estimateDirectoryFootprint(t.db, empty);
    expect(estimate).toMatchObject({ items: 0, pictures: [] });
    expect(estimate.storedBytes).toBe((await exactFootprint(empty)).storedBytes);
  });
});
