// The child side of the meetings benches (meetings-free-slots.ts, meetings-load.ts): one Hallway
// server on a fresh test database (PGlite, or a throwaway PostgreSQL database with DATABASE_URL),
// alone in this process and driven over IPC, so the bench's requests do not share its event loop.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../server/helpers/test-server.ts';
import { serveBenchOps } from './bench-child.ts';
import { seedMeetingsEvent } from './meetings-seed.ts';

let server: TestServer | null = null;
const started = () => {
  if (!server) throw new Error('No server in this process: start it first');
  return server;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const ops: Record<string, (args: Record<string, unknown>) => Promise<unknown>> = {
  async start({ env, distDir }) {
    const root = path.resolve(import.meta.dirname, '../..');
    server = await startTestServer({
      env: {
        REQUESTS_IN_FLIGHT_PER_ACCOUNT: '0',
        REQUESTS_IN_FLIGHT_PER_IP: '0',
        ...(env as Record<string, string>),
      },
      ...(distDir
        ? {
            distDir: String(distDir),
            manifestPath: path.join(root, 'manifest.webmanifest'),
          }
        : {}),
    });
    return {
      url: server.url,
      database: server.server.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
    };
  },
  async seed({ keepApart }) {
    return seedMeetingsEvent(started().db, {
      keepApart: Number(keepApart ?? 2_000),
    });
  },
  /** The event's meetings by state. */
  async counted({ eventId }) {
    const rows = rowsOf<{ state: string; total: number }>(await started().db.execute(sql`select state, count(*)::int as total from meetings where event_id = ${String(eventId)} group by state`));
    return Object.fromEntries(rows.map((row) => [row.state, Number(row.total)]));
  },
  /** Meetings made since `since` (ms) and the distinct pairs among them: one row per pair when each request was applied once. */
  async madeSince({ eventId, since }) {
    const result = await started().db.execute(sql`
      select count(*)::int as meetings, count(distinct least(requester_id::text, recipient_id::text) || greatest(requester_id::text, recipient_id::text))::int as pairs
      from meetings where event_id = ${String(eventId)} and created_at >= ${new Date(Number(since)).toISOString()}::timestamptz`);
    const row = rowsOf<{ meetings: number; pairs: number }>(result)[0];
    return {
      meetings: Number(row?.meetings ?? 0),
      pairs: Number(row?.pairs ?? 0),
    };
  },
  /** Stored keys (applied writes) of this op among these. */
  async appliedKeys({ op, keys }) {
    const list = keys as string[];
    const result = await started().db.execute(
      sql`select count(*)::int as total from applied_writes where op = ${String(op)} and idempotency_key in (${sql.join(
        list.map((key) => sql`${key}`),
        sql`, `,
      )})`,
    );
    return Number(rowsOf<{ total: number }>(result)[0]?.total ?? 0);
  },
  /**
   * Double bookings among accepted meetings: a person in two overlapping meetings, and a table
   * holding more meetings than its capacity at one time (the settings' tables).
   */
  async doubleBookings({ eventId }) {
    const db = started().db;
    const id = String(eventId);
    const people = await db.execute(sql`
      with booked as (
        select id, requester_id as person, starts_at, ends_at from meetings where event_id = ${id} and state = 'accepted'
        union all
        select id, recipient_id, starts_at, ends_at from meetings where event_id = ${id} and state = 'accepted'
      )
      select count(*)::int as total from booked a join booked b on a.person = b.person and a.id < b.id and a.starts_at < b.ends_at and b.starts_at < a.ends_at`);
    const tables = await db.execute(sql`
      select count(*)::int as total from (
        select m.table_number, m.starts_at, count(*) as held, max((t.value ->> 'capacity')::int) as capacity
        from meetings m
        join meeting_settings s on s.event_id = m.event_id
        cross join lateral jsonb_array_elements(s.tables) t
        where m.event_id = ${id} and m.state = 'accepted' and m.table_number is not null and (t.value ->> 'number')::int = m.table_number
        group by m.table_number, m.starts_at
      ) slots where held > capacity`);
    // Meetings accepted at a table that is not one of the settings' (no capacity at all).
    const nowhere = await db.execute(sql`
      select count(*)::int as total from meetings m join meeting_settings s on s.event_id = m.event_id
      where m.event_id = ${id} and m.state = 'accepted' and m.table_number is not null
        and not exists (select 1 from jsonb_array_elements(s.tables) t where (t.value ->> 'number')::int = m.table_number)`);
    const first = (result: unknown) => Number(rowsOf<{ total: number }>(result)[0]?.total ?? 0);
    return {
      people: first(people),
      tables: first(tables),
      unknownTables: first(nowhere),
    };
  },
  async stop() {
    await server?.stop();
    server = null;
    return null;
  },
};

serveBenchOps(ops);
