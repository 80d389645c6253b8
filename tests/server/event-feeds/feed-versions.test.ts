// Runs on both databases: feed versions move by triggers and LISTEN/NOTIFY.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFeedVersion, rememberVersionsWhileListening } from '#server/services/event-feeds/feed-versions.ts';
import { insertEvent } from '../factories/events.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

/** A schedule change as the triggers record it, with no notice to the versions under test. */
const bumpSchedule = (eventId: string) =>
  t.db.execute(sql`
    insert into event_data_versions (event_id, schedule_version) values (${eventId}, nextval('event_data_version_seq'))
    on conflict (event_id) do update set schedule_version = excluded.schedule_version
  `);

// What an instance on PostgreSQL serves as a feed's version while notices come from other processes.
describe('feed versions where notices come from another process', () => {
  it('are remembered until a notice, a reconnect or the hold says otherwise', async () => {
    const eventId = await insertEvent(t.db);
    let elapsed = 0;
    const versions = rememberVersionsWhileListening(t.db, () => true, { holdMs: 1_500, elapsedMs: () => elapsed });
    const first = await versions.current('schedule', eventId);

    await bumpSchedule(eventId);
    expect(await versions.current('schedule', eventId)).toBe(first);
    versions.changed('schedule', eventId);
    const second = await versions.current('schedule', eventId);
    expect(second).toBe(await readFeedVersion(t.db, 'schedule', eventId));
    expect(second).toBeGreaterThan(first);

    await bumpSchedule(eventId);
    versions.changedAll();
    const third = await versions.current('schedule', eventId);
    expect(third).toBeGreaterThan(second);

    await bumpSchedule(eventId);
    elapsed += 1_499;
    expect(await versions.current('schedule', eventId)).toBe(third);
    elapsed += 1;
    expect(await versions.current('schedule', eventId)).toBeGreaterThan(third);
  });

  it('are read for every reader while the LISTEN connection is down', async () => {
    const eventId = await insertEvent(t.db);
    let up = true;
    const versions = rememberVersionsWhileListening(t.db, () => up, { holdMs: Number.POSITIVE_INFINITY });
    const first = await versions.current('schedule', eventId);
    up = false;
    await bumpSchedule(eventId);
    const readers = await Promise.all(Array.from({ length: 20 }, () => versions.current('schedule', eventId)));
    expect(new Set(readers)).toEqual(new Set([await readFeedVersion(t.db, 'schedule', eventId)]));
    expect(readers[0]).toBeGreaterThan(first);
  });
});
