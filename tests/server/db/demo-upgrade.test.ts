import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrapPglite, type Database } from '#server/db/client.ts';
import { migrateDatabase, migrationsFolder } from '#server/db/migrate.ts';
import { demoCredentials } from '#server/db/seed/demo-credentials.ts';
import { demoEventId, demoOrganizationHandle } from '#server/db/seed/demo.ts';
import type { Account } from '#shared/contracts/account.ts';
import type { HallwayEvent } from '#shared/contracts/event.ts';
import type { Organization } from '#shared/contracts/organization.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { tokenFromSetCookie } from '../helpers/trpc-http.ts';

// A database as the foundation release left it (migrations before organizations, the old
// demo seed's rows), then started with this release: migrations run and the demo upgrades.

const firstOrganizersMigration = '0002_organizers';
const oldAttendeeId = '5eed0000-0000-4000-8000-0000000000a1';
const oldAccountId = '5eed0000-0000-4000-8000-0000000000b1';

let t: TestServer;
let scratch: string;
let dispose: () => Promise<void> = async () => {};

/** A copy of the migrations folder that stops before this release's migration. */
async function oldMigrations(): Promise<string> {
  scratch = await mkdtemp(path.join(tmpdir(), 'hallway-old-migrations-'));
  await cp(migrationsFolder, scratch, { recursive: true });
  const journalFile = path.join(scratch, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: Array<{ idx: number; tag: string }> };
  const cut = journal.entries.findIndex((entry) => entry.tag === firstOrganizersMigration);
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  await writeFile(journalFile, JSON.stringify(journal));
  return scratch;
}

/** An empty database: a throwaway PostgreSQL one with DATABASE_URL, else a new in-memory PGlite. */
async function emptyDatabase(): Promise<Database> {
  if (process.env.DATABASE_URL) {
    const created = await createTestDatabase();
    dispose = created.dispose;
    return created.database;
  }
  return wrapPglite(await PGlite.create());
}

beforeAll(async () => {
  const database = await emptyDatabase();
  await migrateDatabase(database, await oldMigrations());
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
  await rm(scratch, { recursive: true, force: true });
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
