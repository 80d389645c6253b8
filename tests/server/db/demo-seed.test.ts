// Runs on both databases: the demo seed runs on either database in production.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '#server/db/schema/accounts.ts';
import { events } from '#server/db/schema/events.ts';
import { programItems } from '#server/db/schema/program-items.ts';
import { demoAccounts, demoCredentials, demoPassword } from '#server/seed/demo-credentials.ts';
import { demoEventId, demoOrganizationHandle, seedDemo } from '#server/seed/demo.ts';
import { shouldSeedDemo } from '#server/seed/should-seed.ts';
import type { Account } from '#shared/contracts/account.ts';
import type { EventAttributes, HallwayEvent, ProgramItem } from '#shared/contracts/event.ts';
import { featureFlagNames } from '#shared/contracts/event.ts';
import type { NotificationsStreamPayload } from '#shared/contracts/notification.ts';
import type { Organization } from '#shared/contracts/organization.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { tokenFromSetCookie } from '../helpers/trpc-http.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ seedDemo: true });
});
afterAll(() => t.stop());

async function signInDemo(email: string = demoCredentials.email): Promise<string> {
  const response = await t.api.mutate<{ account: Account }>('account.signIn', { email, password: demoPassword });
  expect(response.status).toBe(200);
  return tokenFromSetCookie(response.headers) as string;
}

describe('the demo seed', () => {
  it('offers an open, published, upcoming two-day conference about a week away', async () => {
    const token = await signInDemo();
    const list = await t.api.query<{ items: HallwayEvent[] }>('event.list', { filter: 'upcoming' }, { token });
    const demo = list.data.items.find((event) => event.id === demoEventId);
    expect(demo).toMatchObject({ name: 'Hallway Demo Conference', joinPolicy: 'open', published: true, timeZone: 'America/Toronto' });
    expect(demo?.venue).not.toBe('');
    expect(demo?.description).not.toBe('');
    const daysAway = ((demo?.startsAt ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(daysAway).toBeGreaterThan(6);
    expect(daysAway).toBeLessThan(8);
    expect(featureFlagNames.filter((flag) => demo?.[flag]).length).toBeGreaterThanOrEqual(8);
  });

  it('makes the demo account a member of the demo event, with a welcome in its bell', async () => {
    const token = await signInDemo();
    const demo = await t.api.query<HallwayEvent>('event.byId', { id: demoEventId }, { token });
    expect(demo.data.membership?.role).toBe('attendee');
    const bell = await t.api.query<NotificationsStreamPayload>('notification.list', undefined, { token });
    expect(bell.data.items.map((item) => item.topicName)).toContain('welcome');
  });

  it('gives the demo event a programme inside its dates, and a past event for the past filter', async () => {
    const token = await signInDemo();
    const program = await t.api.query<{ items: ProgramItem[] }>('event.program', { eventId: demoEventId });
    expect(program.data.items.length).toBeGreaterThanOrEqual(8);
    expect(new Set(program.data.items.map((item) => item.track)).size).toBeGreaterThan(1);
    const attributes = await t.api.query<{ success: true; data: EventAttributes }>('event.attributes', { id: demoEventId });
    const { eventStartAt, eventEndAt, firstSessionStartAt, lastSessionEndAt } = attributes.data.data;
    expect(firstSessionStartAt).toBeGreaterThanOrEqual(eventStartAt);
    expect(lastSessionEndAt).toBeLessThanOrEqual(eventEndAt);
    const past = await t.api.query<{ items: HallwayEvent[] }>('event.list', { filter: 'past' }, { token });
    expect(past.data.items.length).toBeGreaterThanOrEqual(1);
  });

  it('gives each role an account with the one demo password, in the demo event of Hallway Demo Org', async () => {
    expect(demoAccounts.map((account) => account.email)).toEqual(['organizer@hallway.test', 'door@hallway.test', 'speaker@hallway.test', 'demo@hallway.test']);
    for (const account of demoAccounts) {
      const token = await signInDemo(account.email);
      const demo = await t.api.query<HallwayEvent>('event.byId', { id: demoEventId }, { token });
      expect(demo.data.membership?.role, account.email).toBe(account.eventRole);
      expect(demo.data.organization).toMatchObject({ handle: demoOrganizationHandle, name: 'Hallway Demo Org' });
    }
    const organizer = await signInDemo('organizer@hallway.test');
    const org = await t.api.query<Organization>('organization.byHandle', { handle: demoOrganizationHandle }, { token: organizer });
    expect(org.data.myRole).toBe('owner');
    const managerView = await t.api.query<HallwayEvent>('event.byId', { id: demoEventId }, { token: organizer });
    expect(managerView.data.viewerPermissions).toContain('Event::Event::Update');
    const door = await t.api.query<HallwayEvent>('event.byId', { id: demoEventId }, { token: await signInDemo('door@hallway.test') });
    expect(door.data.viewerPermissions).toContain('Event::CheckIn::Create');
    expect(door.data.viewerPermissions).not.toContain('Event::Event::Update');
  });

  it('is idempotent', async () => {
    const totals = async () => ({
      events: (await t.db.select({ n: count() }).from(events))[0]?.n,
      sessions: (await t.db.select({ n: count() }).from(programItems))[0]?.n,
      demoAccounts: (await t.db.select({ n: count() }).from(accounts).where(eq(accounts.email, demoCredentials.email)))[0]?.n,
      allAccounts: (await t.db.select({ n: count() }).from(accounts))[0]?.n,
    });
    const before = await totals();
    await seedDemo(t.db);
    expect(await totals()).toEqual(before);
    expect(before.demoAccounts).toBe(1);
  });
});

describe('shouldSeedDemo', () => {
  it('seeds the embedded database and development, never a production PostgreSQL unless DEMO=1, never with DEMO=0', () => {
    expect(shouldSeedDemo({ NODE_ENV: 'development', DEMO: undefined }, 'postgres')).toBe(true);
    expect(shouldSeedDemo({ NODE_ENV: 'production', DEMO: undefined }, 'pglite')).toBe(true);
    expect(shouldSeedDemo({ NODE_ENV: 'production', DEMO: undefined }, 'postgres')).toBe(false);
    expect(shouldSeedDemo({ NODE_ENV: 'production', DEMO: true }, 'postgres')).toBe(true);
    expect(shouldSeedDemo({ NODE_ENV: 'development', DEMO: false }, 'pglite')).toBe(false);
  });
});
