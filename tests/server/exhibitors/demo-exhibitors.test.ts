import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '#shared/contracts/account.ts';
import type { ExhibitorList } from '#shared/contracts/exhibitors.ts';
import type { SponsorList } from '#shared/contracts/sponsors.ts';
import { events } from '#server/db/schema/events.ts';
import { demoPassword } from '#server/db/seed/demo-credentials.ts';
import { demoEventId, seedDemo } from '#server/db/seed/demo.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { tokenFromSetCookie } from '../helpers/trpc-http.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ seedDemo: true });
});
afterAll(() => t.stop());

async function signIn(email: string): Promise<string> {
  const response = await t.api.mutate<{ account: Account }>('account.signIn', { email, password: demoPassword });
  return tokenFromSetCookie(response.headers) as string;
}

describe('the demo’s exhibitors and sponsors', () => {
  it('fill the floor with stands that have booths and categories to filter by', async () => {
    const attendee = await signIn('demo@hallway.test');
    const list = (await t.api.query<ExhibitorList>('exhibitors.list', { eventId: demoEventId }, { token: attendee })).data;
    expect(list.exhibitors.length).toBeGreaterThanOrEqual(6);
    expect(list.exhibitors.every((stand) => stand.booth !== '' && stand.categories.length > 0)).toBe(true);
    expect(new Set(list.exhibitors.flatMap((stand) => stand.categories)).size).toBeGreaterThanOrEqual(4);
  });

  it('have three ordered tiers of sponsors, shown once the event switches sponsors on', async () => {
    await t.db.update(events).set({ enableSponsors: true }).where(eq(events.id, demoEventId));
    const attendee = await signIn('demo@hallway.test');
    const list = (await t.api.query<SponsorList>('sponsors.list', { eventId: demoEventId }, { token: attendee })).data;
    expect(list.tiers.map((tier) => tier.name)).toEqual(['Platinum', 'Gold', 'Community']);
    expect(list.tiers.every((tier) => list.sponsors.some((sponsor) => sponsor.tierId === tier.id))).toBe(true);
  });

  it('add nothing when the seed runs again', async () => {
    const organizer = await signIn('organizer@hallway.test');
    const before = await Promise.all([
      t.api.query<ExhibitorList>('exhibitors.list', { eventId: demoEventId }, { token: organizer }),
      t.api.query<SponsorList>('sponsors.list', { eventId: demoEventId }, { token: organizer }),
    ]);
    await seedDemo(t.db);
    const after = await Promise.all([
      t.api.query<ExhibitorList>('exhibitors.list', { eventId: demoEventId }, { token: organizer }),
      t.api.query<SponsorList>('sponsors.list', { eventId: demoEventId }, { token: organizer }),
    ]);
    expect(after.map((answer) => answer.data)).toEqual(before.map((answer) => answer.data));
  });
});
