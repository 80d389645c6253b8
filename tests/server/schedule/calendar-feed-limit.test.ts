import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agenda } from '#shared/contracts/schedule.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { eventWithOrganizer, joinAs } from './scene.ts';

// The agenda feed answers without a cookie (calendar apps send none), so it is limited per
// address: good and bad tokens alike, so hammering it to guess tokens costs the same.
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ env: { RATE_LIMIT_CALENDAR_FEED_PER_IP: '3' } });
});
afterAll(() => t.stop());

describe('agenda feed rate limit', () => {
  it('answers 429 with Retry-After once one address passes the limit, counting wrong tokens too', async () => {
    const { eventId } = await eventWithOrganizer(t);
    const me = await joinAs(t, eventId, 'attendee', { firstName: 'Cal', lastName: 'Endar' });
    const feedPath = new URL((await t.api.query<Agenda>('schedule.agenda', { eventId }, { token: me.token })).data.feedUrl).pathname;

    expect((await t.api.fetch(feedPath)).status).toBe(200);
    expect((await t.api.fetch(`/api/calendar/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await t.api.fetch(feedPath)).status).toBe(200);
    const refused = await t.api.fetch(feedPath);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).not.toContain('BEGIN:VCALENDAR');
  });
});
