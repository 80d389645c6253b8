import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections } from '#server/db/schema/connections.ts';
import { eventMembers } from '#server/db/schema/event-members.ts';
import { and, eq } from 'drizzle-orm';
import type { Lead } from '#shared/contracts/exhibitors.ts';
import { registerTestAccount } from '../helpers/accounts.ts';
import { forge } from '../helpers/personal-codes.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { codeOf, makeExhibitorScene, scanLead, setVisibility, type ExhibitorScene } from './exhibitor-scene.ts';

let t: TestServer;
let scene: ExhibitorScene;
beforeAll(async () => {
  t = await startTestServer();
  scene = await makeExhibitorScene(t);
});
afterAll(() => t.stop());

const leadsOf = async (who = scene.staff, exhibitorId = scene.standId) => t.api.query<{ leads: Lead[] }>('exhibitors.leads', { eventId: scene.eventId, exhibitorId }, { token: who.token });
const exportCsv = async (who = scene.staff) => t.api.query<{ filename: string; csv: string }>('exhibitors.exportLeads', { eventId: scene.eventId, exhibitorId: scene.standId }, { token: who.token });

describe('lead capture at a stand', () => {
  it('records a scanned attendee once per key, keeps one lead per attendee, and a rescan fills in the note and rating', async () => {
    await setVisibility(t, scene.attendee, 'everyone', { headline: 'CTO', company: 'Widgets Inc' });
    const code = await codeOf(t.api, scene.attendee);
    const sent = { idempotencyKey: randomUUID(), note: 'Wants a demo', rating: 4, scannedAt: Date.now() };
    const first = await scanLead(t, scene.staff, scene, code, sent);
    expect(first.error).toBeUndefined();
    expect(first.data).toMatchObject({ outcome: 'accepted', lead: { note: 'Wants a demo', rating: 4, person: { visible: true, firstName: 'Ada', headline: 'CTO', company: 'Widgets Inc' } } });
    // The outbox sending the same scan again changes nothing.
    const replay = await scanLead(t, scene.staff, scene, code, sent);
    expect(replay.data).toMatchObject({ outcome: 'accepted' });
    const again = await scanLead(t, scene.staff, scene, code, { rating: 5 });
    expect(again.data).toMatchObject({ outcome: 'duplicate', lead: { note: 'Wants a demo', rating: 5 } });
    const { data } = await leadsOf();
    expect(data.leads.filter((lead) => lead.person.firstName === 'Ada')).toHaveLength(1);
  });

  it('refuses forged codes, one’s own code, and people who are not at the event, as answers the phone can show', async () => {
    const code = await codeOf(t.api, scene.neighbour);
    expect((await scanLead(t, scene.staff, scene, forge(code))).data).toEqual({ outcome: 'rejected', reason: 'forged' });
    expect((await scanLead(t, scene.staff, scene, 'https://example.com/not-a-code')).data).toEqual({ outcome: 'rejected', reason: 'not-hallway' });
    expect((await scanLead(t, scene.staff, scene, await codeOf(t.api, scene.staff))).data).toEqual({ outcome: 'rejected', reason: 'self' });
    expect((await scanLead(t, scene.staff, scene, await codeOf(t.api, scene.outsider))).data).toEqual({ outcome: 'rejected', reason: 'not-attending' });
  });

  it('lets only the stand’s own team scan and read leads: not organizers, attendees, another stand’s people, nor a former exhibitor', async () => {
    const code = await codeOf(t.api, scene.neighbour);
    for (const who of [scene.organizer, scene.attendee, scene.loneExhibitor]) {
      expect((await scanLead(t, who, scene, code)).error?.data.code).toBe('FORBIDDEN');
      expect((await leadsOf(who)).error?.data.code).toBe('FORBIDDEN');
      expect((await exportCsv(who)).error?.data.code).toBe('FORBIDDEN');
    }
    expect((await scanLead(t, scene.outsider, scene, code)).error?.data.code).toBe('FORBIDDEN');
    // A team member whose role the organizer changed loses the stand, link or not.
    const former = await registerTestAccount(t.api, { firstName: 'Fay' });
    await t.db.insert(eventMembers).values({ eventId: scene.eventId, accountId: former.account.id, role: 'attendee' });
    await t.api.mutate('exhibitors.setTeam', { eventId: scene.eventId, exhibitorId: scene.standId, accountIds: [scene.staff.account.id] }, { token: scene.organizer.token });
    await t.db.update(eventMembers).set({ role: 'exhibitor' }).where(and(eq(eventMembers.eventId, scene.eventId), eq(eventMembers.accountId, former.account.id)));
    const set = await t.api.mutate('exhibitors.setTeam', { eventId: scene.eventId, exhibitorId: scene.standId, accountIds: [scene.staff.account.id, former.account.id] }, { token: scene.organizer.token });
    expect(set.error).toBeUndefined();
    expect((await scanLead(t, former, scene, code)).data).toMatchObject({ outcome: 'accepted' });
    await t.db.update(eventMembers).set({ role: 'attendee' }).where(and(eq(eventMembers.eventId, scene.eventId), eq(eventMembers.accountId, former.account.id)));
    expect((await leadsOf(former)).error?.data.code).toBe('FORBIDDEN');
  });

  it('a stand cannot scan for another stand of the same event', async () => {
    const response = await scanLead(t, scene.staff, scene, await codeOf(t.api, scene.neighbour), { exhibitorId: scene.otherStandId });
    expect(response.error?.data.code).toBe('FORBIDDEN');
  });

  it('tells the team which directory entry a code is, so the phone names a scan offline: not a nobody-profile, and nobody outside the team', async () => {
    const shy = await registerTestAccount(t.api, { firstName: 'Shy' });
    await t.db.insert(eventMembers).values({ eventId: scene.eventId, accountId: shy.account.id, role: 'attendee' });
    await setVisibility(t, shy, 'nobody');
    const ask = (who = scene.staff) => t.api.query<{ members: Array<{ accountId: string; attendeeId: string }> }>('exhibitors.leadMembers', { eventId: scene.eventId, exhibitorId: scene.standId }, { token: who.token });
    const { data } = await ask();
    const [ada] = await t.db.select({ id: eventMembers.id }).from(eventMembers).where(and(eq(eventMembers.eventId, scene.eventId), eq(eventMembers.accountId, scene.attendee.account.id)));
    expect(data.members).toContainEqual({ accountId: scene.attendee.account.id, attendeeId: ada!.id });
    const listed = data.members.map((member) => member.accountId);
    expect(listed).not.toContain(shy.account.id);
    expect(listed).not.toContain(scene.outsider.account.id);
    for (const who of [scene.organizer, scene.attendee, scene.loneExhibitor, scene.outsider]) expect((await ask(who)).error?.data.code).toBe('FORBIDDEN');
  });
});

describe('lead privacy: a lead holds only what the attendee lets others see', () => {
  it('hides a nobody-profile and a connections-profile not connected with the scanner, in the list and in the CSV, and never carries an email', async () => {
    const hidden = await registerTestAccount(t.api, { firstName: 'Secretname', lastName: 'Hiddenlast' });
    const friendsOnly = await registerTestAccount(t.api, { firstName: 'Friendonly', lastName: 'Person' });
    const friend = await registerTestAccount(t.api, { firstName: 'Friendly', lastName: 'Connected' });
    for (const who of [hidden, friendsOnly, friend]) await t.db.insert(eventMembers).values({ eventId: scene.eventId, accountId: who.account.id, role: 'attendee' });
    await setVisibility(t, hidden, 'nobody', { headline: 'Secret headline', company: 'Secret Co' });
    await setVisibility(t, friendsOnly, 'connections', { headline: 'Friends headline', company: 'Friends Co' });
    await setVisibility(t, friend, 'connections', { headline: 'Shown headline', company: 'Shown Co' });
    await t.db.insert(connections).values({ ownerId: friend.account.id, otherId: scene.staff.account.id, connectedAt: new Date() });
    for (const who of [hidden, friendsOnly, friend]) {
      expect((await scanLead(t, scene.staff, scene, await codeOf(t.api, who), { note: `met ${who.account.id.slice(0, 4)}`, rating: 3 })).data).toMatchObject({ outcome: 'accepted' });
    }
    const { data } = await leadsOf();
    const text = JSON.stringify(data);
    for (const secret of ['Secretname', 'Hiddenlast', 'Secret headline', 'Secret Co', 'Friendonly', 'Friends headline', 'Friends Co', hidden.email, friendsOnly.email, friend.email, scene.attendee.email]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('Shown headline');
    expect(data.leads.filter((lead) => !lead.person.visible)).toHaveLength(2);
    const csv = (await exportCsv()).data.csv;
    for (const secret of ['Secretname', 'Hiddenlast', 'Secret headline', 'Friendonly', 'Friends Co', hidden.email, friend.email]) expect(csv).not.toContain(secret);
    expect(csv).toContain('Shown Co');
    expect(csv.split('\r\n')[0]).toBe('first name,last name,headline,company,rating,note,scanned at,scanned by');
  });

  it('reads the profile when shown: an attendee who hides their profile later is hidden from leads already taken', async () => {
    const later = await registerTestAccount(t.api, { firstName: 'Laterhidden' });
    await t.db.insert(eventMembers).values({ eventId: scene.eventId, accountId: later.account.id, role: 'attendee' });
    await setVisibility(t, later, 'everyone');
    await scanLead(t, scene.staff, scene, await codeOf(t.api, later));
    expect(JSON.stringify((await leadsOf()).data)).toContain('Laterhidden');
    await setVisibility(t, later, 'nobody');
    expect(JSON.stringify((await leadsOf()).data)).not.toContain('Laterhidden');
    expect((await exportCsv()).data.csv).not.toContain('Laterhidden');
  });

  it('escapes cells a spreadsheet would run as formulas', async () => {
    const sly = await registerTestAccount(t.api, { firstName: '=HYPERLINK("http://evil.example")', lastName: '+cmd' });
    await t.db.insert(eventMembers).values({ eventId: scene.eventId, accountId: sly.account.id, role: 'attendee' });
    await setVisibility(t, sly, 'everyone', { company: '@SUM(A1)' });
    await scanLead(t, scene.staff, scene, await codeOf(t.api, sly), { note: '-2+3' });
    const csv = (await exportCsv()).data.csv;
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).toContain("'+cmd");
    expect(csv).toContain("'@SUM(A1)");
    expect(csv).toContain("'-2+3");
  });
});

describe('who scanned me', () => {
  it('shows the attendee the stands that scanned them, and nothing of another attendee', async () => {
    const mine = await t.api.query<{ scans: Array<{ name: string; booth: string }> }>('exhibitors.scannedMe', { eventId: scene.eventId }, { token: scene.attendee.token });
    expect(mine.data.scans).toEqual([expect.objectContaining({ name: 'Acme Robotics', booth: 'A1' })]);
    expect(JSON.stringify(mine.data)).not.toContain('Wants a demo');
    const other = await t.api.query<{ scans: unknown[] }>('exhibitors.scannedMe', { eventId: scene.eventId }, { token: scene.organizer.token });
    expect(other.data.scans).toEqual([]);
  });

  it('lets the team edit a lead’s note and rating, within 1 to 5', async () => {
    const lead = (await leadsOf()).data.leads[0]!;
    const ok = await t.api.mutate<Lead>('exhibitors.updateLead', { idempotencyKey: randomUUID(), eventId: scene.eventId, exhibitorId: scene.standId, leadId: lead.id, note: 'Follow up Monday', rating: 2 }, { token: scene.staff.token });
    expect(ok.data).toMatchObject({ note: 'Follow up Monday', rating: 2 });
    const bad = await t.api.mutate('exhibitors.updateLead', { idempotencyKey: randomUUID(), eventId: scene.eventId, exhibitorId: scene.standId, leadId: lead.id, note: '', rating: 6 }, { token: scene.staff.token });
    expect(bad.error?.data.code).toBe('BAD_REQUEST');
    const foreign = await t.api.mutate('exhibitors.updateLead', { idempotencyKey: randomUUID(), eventId: scene.eventId, exhibitorId: scene.standId, leadId: randomUUID(), note: '', rating: null }, { token: scene.staff.token });
    expect(foreign.error?.data.code).toBe('NOT_FOUND');
  });

  it('applies each edit once: an older edit sent again after a newer one changes nothing', async () => {
    const lead = (await leadsOf()).data.leads[0]!;
    const edit = (idempotencyKey: string, note: string, rating: number | null) =>
      t.api.mutate<Lead>('exhibitors.updateLead', { idempotencyKey, eventId: scene.eventId, exhibitorId: scene.standId, leadId: lead.id, note, rating }, { token: scene.staff.token });
    const older = randomUUID();
    await edit(older, 'Call back', 3);
    expect((await edit(randomUUID(), 'Sent the brochure', null)).data).toMatchObject({ note: 'Sent the brochure', rating: null });
    const replay = await edit(older, 'Call back', 3);
    expect(replay.data).toMatchObject({ note: 'Sent the brochure', rating: null });
    expect((await leadsOf()).data.leads.find((row) => row.id === lead.id)).toMatchObject({ note: 'Sent the brochure', rating: null });
    expect((await edit(older, 'Something else', 3)).error?.data.code).toBe('CONFLICT');
  });
});
