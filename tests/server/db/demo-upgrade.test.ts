// Runs on both databases: migrations over an older release's demo data.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '#server/db/migrate.ts';
import { demoCredentials } from '#server/seed/demo-credentials.ts';
import { demoEventId, demoOrganizationHandle } from '#server/seed/demo.ts';
import type { Account } from '#shared/contracts/account.ts';
import type { HallwayEvent } from '#shared/contracts/event.ts';
import type { Organization } from '#shared/contracts/organization.ts';
import { emptyDatabase, migrationsBefore, type OlderMigrations } from '../helpers/older-migrations.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { tokenFromSetCookie } from '../helpers/trpc-http.ts';

// A database as the foundation release left it (migrations before organizations, the old
// demo seed's rows), then started with this release: migrations run and the demo upgrades.

const firstOrganizersMigration = '0002_organizers';
const oldAttendeeId = '5eed0000-0000-4000-8000-0000000000a1';
const oldAccountId = '5eed0000-0000-4000-8000-0000000000b1';

let t: TestServer;
let older: OlderMigrations | undefined;
let dispose: () => Promise<void> = async () => {};

beforeAll(async () => {
  const empty = await emptyDatabase();
  const database = empty.database;
  dispose = empty.dispose;
  older = await migrationsBefore(firstOrganizersMigration);
  await migrateDatabase(database, older.folder);
  // What the foundation's demo seed wrote, in its own columns only.
  await database.db.execute(sql`
    insert into events (id, name, venue, time_zone, starts_at, ends_at, join_policy, published, enable_schedule)
    values (${demoEventId}::uuid, 'Hallway Demo Conference', 'Metro Toronto Convention Centre', 'America/Toronto',
      now() + interval '7 days', now() + interval '8 days', 'open', true, true)`);
  await database.db.execute(sql`
    insert into accounts (id, email, first_name, last_name, password_hash)
    values (${oldAccountId}::uuid, ${demoCredentials.email}, 'Dana', 'Demo', 'kept-from-the-old-seed')`);
  await database.db.execute(sql`
    insert into event_members (id, event_id, account_id, role) values (${oldAttendeeId}::uuid, ${demoEventId}::uuid, ${oldAccountId}::uuid, 'attendee')`);
  t = await startTestServer({ database, seedDemo: true });
});
afterAll(async () => {
  await t?.stop();
  await dispose();
  await older?.remove();
});

async function signIn(email: string): Promise<string> {
  const response = await t.api.mutate<{ account: Account }>('account.signIn', { email, password: demoCredentials.password });
  expect(response.status).toBe(200);
  return tokenFromSetCookie(response.headers) as string;
}

describe('upgrading a foundation-era demo database', () => {
  it('migrates the old rows and gives the demo event to Hallway Demo Org, keeping its members', async () => {
    const organizer = await signIn('organizer@hallway.test');
    const event = await t.api.query<HallwayEvent>('event.byId', { id: demoEventId }, { token: organizer });
    expect(event.data).toMatchObject({
      name: 'Hallway Demo Conference',
      address: '',
      themePrimary: 'green',
      organization: { handle: demoOrganizationHandle, name: 'Hallway Demo Org' },
      membership: { role: 'organizer' },
    });
    const org = await t.api.query<Organization>('organization.byHandle', { handle: demoOrganizationHandle }, { token: organizer });
    expect(org.data.myRole).toBe('owner');
    const people = await t.api.query<{ items: Array<{ id: string; email: string; ticketType: string }> }>(
      'people.list',
      { eventId: demoEventId, search: demoCredentials.email },
      { token: organizer },
    );
    expect(people.data.items).toEqual([expect.objectContaining({ id: oldAttendeeId, ticketType: '' })]);
  });
});
