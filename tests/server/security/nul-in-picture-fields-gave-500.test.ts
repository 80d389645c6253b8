// Runs on both databases: bad bytes reach each driver differently.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exhibitorStaff } from '#server/db/schema/exhibitor-staff.ts';
import { exhibitors } from '#server/db/schema/exhibitors.ts';
import { sponsors } from '#server/db/schema/sponsors.ts';
import { seedLogos } from '#server/seed/demo-logos.ts';
import type { Activity } from '#shared/contracts/activities.ts';
import type { Exhibitor } from '#shared/contracts/exhibitors.ts';
import type { Sponsor } from '#shared/contracts/sponsors.ts';
import { activityDraft } from '../activities/activity-scene.ts';
import { draft as exhibitorDraft } from '../exhibitors/exhibitor-scene.ts';
import { addMember, insertEvent } from '../factories/events.ts';
import { addOrganizationMember, insertOrganization } from '../factories/organizations.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import type { ApiResponse } from '../helpers/trpc-http.ts';
import { draft as postDraft } from '../posts/posts-scene.ts';
import { makePng, uploadFile } from '../uploads/upload-client.ts';

// The picture and logo fields of updates, activities, stands and sponsors took any text up to
// 2 kB: a NUL reached PostgreSQL ("invalid byte sequence for encoding UTF8: 0x00") and answered
// 500, and door staff and a stand's team could send it. Every picture field now takes only a
// path the upload route answered (/uploads/<purpose>/<random>.webp) or null.

let t: TestServer;
let organizer: TestAccount;
let doorStaff: TestAccount;
let standTeam: TestAccount;
let eventId: string;
let organizationId: string;
let standId: string;
let sponsorId: string;
let postId: string;
let activityId: string;

beforeAll(async () => {
  t = await startTestServer();
  [organizer, doorStaff, standTeam] = await Promise.all(['Olga', 'Dora', 'Stan'].map((firstName) => registerTestAccount(t.api, { firstName, lastName: 'Picture' }))) as [TestAccount, TestAccount, TestAccount];
  eventId = await insertEvent(t.db, { enablePosts: true, enableActivities: true, enableExhibitors: true, enableSponsors: true });
  await addMember(t.db, eventId, organizer.account.id, 'organizer');
  await addMember(t.db, eventId, doorStaff.account.id, 'staff');
  await addMember(t.db, eventId, standTeam.account.id, 'exhibitor');
  const [stand] = await t.db.insert(exhibitors).values({ eventId, name: 'Acme Robotics', booth: 'A1', categories: [], position: 0 }).returning({ id: exhibitors.id });
  standId = stand!.id;
  await t.db.insert(exhibitorStaff).values({ exhibitorId: standId, accountId: standTeam.account.id, eventId });
  const [backer] = await t.db.insert(sponsors).values({ eventId, name: 'Globex', position: 0 }).returning({ id: sponsors.id });
  sponsorId = backer!.id;
  // Logos as `npm run seed` stores them: uploads of the seeding organizer, not of whoever saves next.
  await seedLogos(t.db, t.server.deps.uploads, { eventId, accountId: organizer.account.id });
  const organization = await insertOrganization(t.db, { name: 'Pictures Co' });
  organizationId = organization.id;
  await addOrganizationMember(t.db, organizationId, organizer.account.id, 'owner');
  postId = (await t.api.mutate<{ postId: string }>('posts.create', { eventId, post: postDraft() }, as(doorStaff))).data.postId;
  activityId = (await t.api.mutate<Activity>('activities.create', { eventId, activity: activityDraft() }, as(organizer))).data.id;
});
afterAll(() => t.stop());

const as = (who: TestAccount) => ({ token: who.token });
const hour = 3600;
const start = Math.floor(Date.UTC(2030, 5, 1, 13) / 1000);
const eventDetails = { name: 'Pictures Conf', timeZone: 'America/Toronto', startsAt: start, endsAt: start + 8 * hour };

/** Every picture field, sent with `src` by someone allowed to save it. */
const pictureFields: Array<[string, string, (src: string | null) => Promise<ApiResponse<unknown>>]> = [
  ['posts.create', 'post.pictureSrc', (src) => t.api.mutate('posts.create', { eventId, post: postDraft({ pictureSrc: src }) }, as(doorStaff))],
  ['posts.update', 'post.pictureSrc', (src) => t.api.mutate('posts.update', { eventId, postId, post: postDraft({ pictureSrc: src }) }, as(doorStaff))],
  ['activities.create', 'activity.pictureSrc', (src) => t.api.mutate('activities.create', { eventId, activity: activityDraft({ pictureSrc: src }) }, as(organizer))],
  ['activities.update', 'activity.pictureSrc', (src) => t.api.mutate('activities.update', { eventId, activityId, activity: activityDraft({ pictureSrc: src }) }, as(organizer))],
  ['exhibitors.save', 'exhibitor.logoSrc', (src) => t.api.mutate('exhibitors.save', { eventId, exhibitorId: standId, exhibitor: exhibitorDraft({ name: 'Acme Robotics', logoSrc: src }) }, as(standTeam))],
  ['sponsors.save', 'sponsor.logoSrc', (src) => t.api.mutate('sponsors.save', { eventId, sponsorId, sponsor: { name: 'Globex', tierId: null, description: '', logoSrc: src, url: null } }, as(organizer))],
  ['profile.update', 'pictureSrc', (src) => t.api.mutate('profile.update', { pictureSrc: src }, as(standTeam))],
  ['eventAdmin.create', 'details.pictureSrc', (src) => t.api.mutate('eventAdmin.create', { organizationId, details: { ...eventDetails, pictureSrc: src } }, as(organizer))],
  ['organization.update', 'logoSrc', (src) => t.api.mutate('organization.update', { id: organizationId, logoSrc: src }, as(organizer))],
];

function expectFieldError(response: ApiResponse<unknown>, field: string) {
  expect(response.status, JSON.stringify(response.raw)).toBe(400);
  expect(response.error?.data.code).toBe('BAD_REQUEST');
  expect(Object.keys(response.error?.data.fieldPaths ?? {})).toContain(field);
}

describe('picture and logo fields', () => {
  it.each(pictureFields)('%s refuses a NUL as a field error, not a 500', async (_name, field, send) => {
    expectFieldError(await send('\u0000'), field);
    expectFieldError(await send('/uploads/logo/\u0000.webp'), field);
  });

  it.each(pictureFields)('%s refuses anything but a path the upload route answers', async (_name, field, send) => {
    for (const src of ['', 'https://tracker.example/pixel.gif', '/uploads/logo/AAAAAAAAAAAAAAAAAAAAAA-thumb.webp', '/uploads/../package.json', '/uploads/logo/AAAAAAAAAAAAAAAAAAAAAA.webp\n', ' /uploads/logo/AAAAAAAAAAAAAAAAAAAAAA.webp']) {
      expectFieldError(await send(src), field);
    }
  });

  it('still takes the saver’s own upload, and null for no picture', async () => {
    const upload = async (who: TestAccount, purpose: string) =>
      ((await (await uploadFile(t, await makePng(64, 64), { token: who.token, purpose })).json()) as { src: string }).src;
    const staffPicture = await upload(doorStaff, 'event-picture');
    const withPicture = await t.api.mutate('posts.update', { eventId, postId, post: postDraft({ pictureSrc: staffPicture }) }, as(doorStaff));
    expect(withPicture.error).toBeUndefined();
    const cleared = await t.api.mutate('posts.update', { eventId, postId, post: postDraft({ pictureSrc: null }) }, as(doorStaff));
    expect(cleared.error).toBeUndefined();
    const teamLogo = await upload(standTeam, 'logo');
    const stand = await t.api.mutate<Exhibitor>('exhibitors.save', { eventId, exhibitorId: standId, exhibitor: exhibitorDraft({ name: 'Acme Robotics', logoSrc: teamLogo }) }, as(standTeam));
    expect(stand.data.logo).toEqual({ src: teamLogo });
    const photo = await t.api.mutate<{ picture: { src: string } | null }>('profile.update', { pictureSrc: await upload(standTeam, 'avatar') }, as(standTeam));
    expect(photo.error).toBeUndefined();
    const noPhoto = await t.api.mutate<{ picture: { src: string } | null }>('profile.update', { pictureSrc: null }, as(standTeam));
    expect(noPhoto.data.picture).toBeNull();
  });

  it('still takes a logo the seed stored, saved again unchanged by someone else', async () => {
    const [seeded] = await t.db.select({ logoSrc: sponsors.logoSrc }).from(sponsors).where(eq(sponsors.id, sponsorId));
    expect(seeded?.logoSrc).toMatch(/^\/uploads\/logo\//);
    const otherOrganizer = await registerTestAccount(t.api, { firstName: 'Otto' });
    await addMember(t.db, eventId, otherOrganizer.account.id, 'organizer');
    const saved = await t.api.mutate<Sponsor>('sponsors.save', { eventId, sponsorId, sponsor: { name: 'Globex', tierId: null, description: 'Still ours', logoSrc: seeded!.logoSrc, url: null } }, as(otherOrganizer));
    expect(saved.error).toBeUndefined();
    expect(saved.data.logo).toEqual({ src: seeded!.logoSrc });
  });
});
