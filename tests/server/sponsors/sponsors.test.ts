import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogImportPreview } from '#shared/contracts/catalog-import.ts';
import { accountTokenHeaderName } from '#shared/contracts/session.ts';
import type { Sponsor, SponsorList, SponsorTier } from '#shared/contracts/sponsors.ts';
import { addMember, insertEvent } from '../factories/events.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { onceChangeKnown } from '../event-feeds/feed-http.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
let eventId: string;
let organizer: TestAccount;
let attendee: TestAccount;
beforeAll(async () => {
  t = await startTestServer();
  eventId = await insertEvent(t.db, { enableSponsors: true });
  organizer = await registerTestAccount(t.api, { firstName: 'Olga' });
  attendee = await registerTestAccount(t.api, { firstName: 'Ada' });
  await addMember(t.db, eventId, organizer.account.id, 'organizer');
  await addMember(t.db, eventId, attendee.account.id, 'attendee');
});
afterAll(() => t.stop());

const tier = async (name: string, tierId?: string) => t.api.mutate<SponsorTier>('sponsors.saveTier', { eventId, name, ...(tierId ? { tierId } : {}) }, { token: organizer.token });
const sponsor = (draft: Partial<{ name: string; tierId: string | null; url: string | null }>, who = organizer) =>
  t.api.mutate<Sponsor>('sponsors.save', { eventId, sponsor: { name: 'Initech', tierId: null, description: '', logoSrc: null, url: null, ...draft } }, { token: who.token });
async function feed(token: string, ifNoneMatch?: string) {
  const headers: Record<string, string> = { 'accept-encoding': 'gzip', [accountTokenHeaderName]: token };
  if (ifNoneMatch) headers['if-none-match'] = ifNoneMatch;
  const response = await fetch(`${t.url}/api/events/${eventId}/feeds/sponsors`, { headers });
  const text = await response.text();
  return { status: response.status, etag: response.headers.get('etag'), body: text ? (JSON.parse(text) as SponsorList) : null };
}

describe('sponsors by tier', () => {
  it('organizers name tiers, order them, file sponsors under them; members read it from the shared feed', async () => {
    const gold = (await tier('Gold')).data;
    const platinum = (await tier('Platinum')).data;
    expect((await tier('gold')).error?.data.code).toBe('CONFLICT');
    expect((await t.api.mutate('sponsors.orderTiers', { eventId, tierIds: [platinum.id, gold.id] }, { token: organizer.token })).error).toBeUndefined();
    expect((await t.api.mutate('sponsors.orderTiers', { eventId, tierIds: [platinum.id] }, { token: organizer.token })).error?.data.code).toBe('BAD_REQUEST');
    await sponsor({ name: 'Globex', tierId: gold.id, url: 'https://globex.example' });
    await sponsor({ name: 'Umbrella', tierId: platinum.id });
    await onceChangeKnown(async () => {
      const { body } = await feed(attendee.token);
      expect(body?.tiers.map((row) => row.name)).toEqual(['Platinum', 'Gold']);
      expect(body?.sponsors.map((row) => [row.name, row.tierId])).toEqual([['Globex', gold.id], ['Umbrella', platinum.id]]);
    });
    // Removing a tier keeps its sponsors, tierless.
    await t.api.mutate('sponsors.removeTier', { eventId, tierId: gold.id }, { token: organizer.token });
    await onceChangeKnown(async () => {
      const { body } = await feed(attendee.token);
      expect(body?.sponsors.find((row) => row.name === 'Globex')?.tierId).toBeNull();
    });
  });

  it('refuses another event’s tier, non-http links, attendees, and everyone when sponsors are off', async () => {
    const elsewhere = await insertEvent(t.db, { enableSponsors: true });
    const otherOrganizer = await registerTestAccount(t.api);
    await addMember(t.db, elsewhere, otherOrganizer.account.id, 'organizer');
    const foreignTier = (await t.api.mutate<SponsorTier>('sponsors.saveTier', { eventId: elsewhere, name: 'Gold' }, { token: otherOrganizer.token })).data;
    expect((await sponsor({ tierId: foreignTier.id })).error?.data.code).toBe('BAD_REQUEST');
    expect((await sponsor({ url: 'javascript:alert(1)' })).error?.data.code).toBe('BAD_REQUEST');
    expect((await sponsor({}, attendee)).error?.data.code).toBe('FORBIDDEN');
    expect((await t.api.mutate('sponsors.remove', { eventId, sponsorId: randomUUID() }, { token: organizer.token })).error?.data.code).toBe('NOT_FOUND');
    const off = await insertEvent(t.db, { enableSponsors: false });
    await addMember(t.db, off, organizer.account.id, 'organizer');
    const refused = await t.api.query('sponsors.list', { eventId: off }, { token: organizer.token });
    expect(refused.error?.data.reason).toBe('FEATURE_OFF');
  });

  it('imports a CSV all or nothing, making the tiers it names', async () => {
    const csv = 'name,tier,website,description\nHooli,Community,https://hooli.example,Search\nPied Piper,Community,,Compression\n';
    const preview = await t.api.mutate<CatalogImportPreview>('sponsors.importPreview', { eventId, csv }, { token: organizer.token });
    expect(preview.data.counts).toEqual({ new: 2, update: 0, unchanged: 0, error: 0 });
    const bad = await t.api.mutate('sponsors.importCommit', { eventId, csv: `${csv}Hooli,Gold,,\n` }, { token: organizer.token });
    expect(bad.error?.data.code).toBe('BAD_REQUEST');
    expect((await t.api.mutate<CatalogImportPreview>('sponsors.importCommit', { eventId, csv }, { token: organizer.token })).data.counts.new).toBe(2);
    const list = (await t.api.query<SponsorList>('sponsors.list', { eventId }, { token: attendee.token })).data;
    const community = list.tiers.find((row) => row.name === 'Community')!;
    expect(list.sponsors.filter((row) => row.tierId === community.id).map((row) => row.name)).toEqual(['Hooli', 'Pied Piper']);
    expect((await t.api.mutate<CatalogImportPreview>('sponsors.importCommit', { eventId, csv }, { token: organizer.token })).data.counts.unchanged).toBe(2);
  });
});
