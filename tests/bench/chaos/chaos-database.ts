// The chaos run's own PostgreSQL database: created fresh (hallway_chaos_<random>) on the server
// that DATABASE_URL names, migrated and seeded with one conference here, then handed to the
// server process; dropped at the end whatever happened.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres, type Database } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { accounts } from '#server/db/schema/accounts.ts';
import { eventMembers } from '#server/db/schema/event-members.ts';
import { planConference } from '#server/seed/conference/plan-conference.ts';
import { writeConference } from '#server/seed/conference/write-conference.ts';
import { demoPassword } from '#server/seed/demo-credentials.ts';
import { parseEnv } from '#server/env.ts';
import { hashPassword } from '#server/services/auth/passwords.ts';
import { loadCodeSigner } from '#server/services/personal-code/code-signer.ts';

export const defaultAdminUrl = 'postgres://postgres@127.0.0.1:5432/test';

export interface ChaosMember {
  accountId: string;
  email: string;
  /** The personal code the member shows (what /me/code displays), signed with the server's key. */
  code: string;
}

export interface ChaosDatabase {
  url: string;
  name: string;
  /** "PostgreSQL 15.20". */
  version: string;
  database: Database;
  eventId: string;
  password: string;
  staff: ChaosMember[];
  /** Everyone in the event a door may admit (staff included), in a stable order. */
  members: ChaosMember[];
  drop(): Promise<void>;
}

async function adminQuery(adminUrl: string, text: string): Promise<pg.QueryResult> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await admin.query(text);
  } finally {
    await admin.end();
  }
}

export async function createChaosDatabase(adminUrl: string, size: { members: number }): Promise<ChaosDatabase> {
  const name = `hallway_chaos_${randomBytes(6).toString('hex')}`;
  const versionRow = await adminQuery(adminUrl, 'show server_version');
  const version = `PostgreSQL ${String(versionRow.rows[0]?.server_version ?? '?').split(' ')[0]}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  const drop = async () => {
    await database.close().catch(() => undefined);
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  try {
    await migrateDatabase(database);
    const plan = planConference({ attendees: size.members, sessions: 0, days: 1, seed: 7 }, new Date());
    const { eventId } = await writeConference(database.db, { plan, passwordHash: await hashPassword(demoPassword), ownerIds: [] });
    // The key is made here and stored in the database; the server process reads the same one.
    const signer = await loadCodeSigner({ db: database.db, env: parseEnv({ NODE_ENV: 'test', HALLWAY_DATA_DIR: '/nonexistent' }) });
    const rows = await database.db
      .select({ accountId: eventMembers.accountId, role: eventMembers.role, email: accounts.email })
      .from(eventMembers)
      .innerJoin(accounts, eq(accounts.id, eventMembers.accountId))
      .where(and(eq(eventMembers.eventId, eventId), inArray(eventMembers.role, ['attendee', 'speaker', 'exhibitor', 'staff', 'organizer'])))
      .orderBy(asc(accounts.email));
    const member = (row: { accountId: string; email: string }): ChaosMember => ({
      accountId: row.accountId,
      email: row.email,
      code: signer.sign({ accountId: row.accountId, version: 1 }),
    });
    const staff = rows.filter((row) => row.role === 'staff').map(member);
    if (staff.length < 2) throw new Error('The conference seed made fewer than two staff members');
    return { url: url.toString(), name, version, database, eventId, password: demoPassword, staff, members: rows.map(member), drop };
  } catch (error) {
    await drop();
    throw error;
  }
}
