import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureFlagNames, type HallwayEvent } from '#shared/contracts/event.ts';
import { addMember, insertEvent } from '../factories/events.ts';
import { addOrganizationMember, insertOrganization } from '../factories/organizations.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
let owner: TestAccount;
let stranger: TestAccount;
let organization: { id: string; handle: string };

beforeAll(async () => {
  t = await startTestServer();
  owner = await registerTestAccount(t.api);
  stranger = await registerTestAccount(t.api);
  organization = await insertOrganization(t.db, { name: 'Console Co' });
  await addOrganizationMember(t.db, organization.id, owner.account.id, 'owner');
});
afterAll(() => t.stop());

const as = (who: TestAccount) => ({ token: who.token });
const hour = 3600;
const start = Math.floor(Date.now() / 1000) + 30 * 24 * hour;
const details = {
  name: 'Console Conf',
  description: 'Two days of talks',
  venue: 'Hall 7',
  address: '1 Main St, Toronto',
  timeZone: 'America/Toronto',
  startsAt: start,
  endsAt: start + 8 * hour,
  themePrimary: 'orange',
  themeGray: 'slate',
};

async function createEvent(overrides: Partial<typeof details> = {}): Promise<HallwayEvent> {
  const response = await t.api.mutate<HallwayEvent>('eventAdmin.create', { organizationId: organization.id, details: { ...details, ...overrides } }, as(owner));
  expect(response.error).toBeUndefined();
  return response.data;
}

describe('eventAdmin.create', () => {
  it('starts private and quiet: unpublished, invitation only, schedule and attendee list on, the creator an organizer', async () => {
    const event = await createEvent();
    expect(event).toMatchObject({
      ...details,
      organization: { id: organization.id, handle: organization.handle, name: 'Console Co' },
      published: false,
      joinPolicy: 'invite',
      joinCode: null,
      membership: { role: 'organizer', attendeeId: expect.any(String) },
    });
    expect(featureFlagNames.filter((flag) => event[flag])).toEqual(['enableSchedule', 'enableAttendeeList']);
    expect(event.viewerPermissions).toEqual(expect.arrayContaining(['Event::Event::Update', 'Organization::Event::Create']));
    // Unpublished: strangers cannot even see it.
    expect((await t.api.query('event.byId', { id: event.id }, as(stranger))).error?.data.code).toBe('NOT_FOUND');
  });

  it('refuses an end before the start, an unknown time zone, and a missing organization', async () => {
    const backwards = await t.api.mutate('eventAdmin.create', { organizationId: organization.id, details: { ...details, endsAt: start - 1 } }, as(owner));
    expect(backwards.error?.data.code).toBe('BAD_REQUEST');
    const nowhere = await t.api.mutate('eventAdmin.create', { organizationId: organization.id, details: { ...details, timeZone: 'Mars/Olympus' } }, as(owner));
    expect(nowhere.error?.data.code).toBe('BAD_REQUEST');
    const orphan = await t.api.mutate('eventAdmin.create', { organizationId: randomUUID(), details }, as(owner));
    expect(orphan.error?.data.code).toBe('NOT_FOUND');
  });

  it('falls back to green and cool gray for colour names outside the palette', async () => {
    const event = await createEvent({ themePrimary: 'hot-pink', themeGray: 'beige' });
    expect(event).toMatchObject({ themePrimary: 'green', themeGray: 'cool-gray' });
  });

  it('refuses a picture that is not the caller’s own event-picture upload', async () => {
    const response = await t.api.mutate(
      'eventAdmin.create',
      { organizationId: organization.id, details: { ...details, pictureSrc: 'https://evil.example/tracker.png' } },
      as(owner),
    );
    expect(response.error?.data.code).toBe('BAD_REQUEST');
  });
});

describe('eventAdmin.update, setFeatures, setPublished', () => {
  it('saves the details form', async () => {
    const { id } = await createEvent();
    const response = await t.api.mutate<HallwayEvent>('eventAdmin.update', { id, details: { ...details, name: 'Renamed Conf', address: '2 Side St' } }, as(owner));
    expect(response.data).toMatchObject({ name: 'Renamed Conf', address: '2 Side St', venue: 'Hall 7' });
  });

  it('changes only the switches sent', async () => {
    const { id } = await createEvent();
    const response = await t.api.mutate<HallwayEvent>('eventAdmin.setFeatures', { id, features: { enableBingo: true, enableSchedule: false } }, as(owner));
    expect(featureFlagNames.filter((flag) => response.data[flag])).toEqual(['enableAttendeeList', 'enableBingo']);
    // The schedule is now off for everyone, its organizers included.
    expect((await t.api.query('event.program', { eventId: id }, as(owner))).error?.data.code).toBe('FORBIDDEN');
  });

  it('publishes and unpublishes: strangers see the event only while it is published', async () => {
    const { id } = await createEvent();
    await t.api.mutate('eventAdmin.setPublished', { id, published: true }, as(owner));
    expect((await t.api.query<HallwayEvent>('event.byId', { id }, as(stranger))).data).toMatchObject({ published: true, joinCode: null, viewerPermissions: [] });
    await t.api.mutate('eventAdmin.setPublished', { id, published: false }, as(owner));
    expect((await t.api.query('event.byId', { id }, as(stranger))).error?.data.code).toBe('NOT_FOUND');
  });
});

describe('eventAdmin.mine', () => {
  it('lists the events the caller may manage: through the organization or as their organizer, not those they attend', async () => {
    const person = await registerTestAccount(t.api);
    const runs = await insertEvent(t.db, { name: 'I organize this' });
    const attends = await insertEvent(t.db, { name: 'I only attend this' });
    await addMember(t.db, runs, person.account.id, 'organizer');
    await addMember(t.db, attends, person.account.id, 'attendee');
    const mine = await t.api.query<{ items: HallwayEvent[] }>('eventAdmin.mine', undefined, as(person));
    expect(mine.data.items.map((event) => event.name)).toEqual(['I organize this']);

    const created = await createEvent({ name: 'Owned through the org' });
    const owned = await t.api.query<{ items: HallwayEvent[] }>('eventAdmin.mine', undefined, as(owner));
    expect(owned.data.items.map((event) => event.id)).toContain(created.id);
  });
});
