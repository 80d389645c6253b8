import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogImportPreview } from '#shared/contracts/catalog-import.ts';
import type { Exhibitor, ExhibitorList, ExhibitorStanding, ExhibitorTeam } from '#shared/contracts/exhibitors.ts';
import { onceChangeKnown } from '../event-feeds/feed-http.ts';
import { accountTokenHeaderName } from '#shared/contracts/session.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { makePng, uploadFile } from '../uploads/upload-client.ts';
import { draft, makeExhibitorScene, type ExhibitorScene } from './exhibitor-scene.ts';

let t: TestServer;
let scene: ExhibitorScene;
beforeAll(async () => {
  t = await startTestServer();
  scene = await makeExhibitorScene(t);
});
afterAll(() => t.stop());

async function feed(token: string | undefined, eventId = scene.eventId, ifNoneMatch?: string) {
  const headers: Record<string, string> = { 'accept-encoding': 'br, gzip' };
  if (token) headers[accountTokenHeaderName] = token;
  if (ifNoneMatch) headers['if-none-match'] = ifNoneMatch;
  const response = await fetch(`${t.url}/api/events/${eventId}/feeds/exhibitors`, { headers });
  const text = await response.text();
  return { status: response.status, etag: response.headers.get('etag'), body: text ? (JSON.parse(text) as ExhibitorList & { error?: { data: { code: string; reason: string | null } } }) : null };
}
const save = (who = scene.organizer, input: Record<string, unknown> = {}) =>
  t.api.mutate<Exhibitor>('exhibitors.save', { eventId: scene.eventId, exhibitor: draft(), ...input }, { token: who.token });

describe('exhibitors: the shared feed', () => {
  it('lists every stand for members, in order, with a new version when one changes, and 304 when nothing did', async () => {
    const first = await feed(scene.attendee.token);
    expect(first.status).toBe(200);
    expect(first.body?.exhibitors.map((exhibitor) => exhibitor.name)).toEqual(['Acme Robotics', 'Beta Cloud']);
    expect((await feed(scene.attendee.token, scene.eventId, first.etag!)).status).toBe(304);
    const created = await save();
    expect(created.error).toBeUndefined();
    await onceChangeKnown(async () => {
      const after = await feed(scene.attendee.token, scene.eventId, first.etag!);
      expect(after.status).toBe(200);
      expect(after.body?.exhibitors.at(-1)).toMatchObject({ name: 'Gamma Labs', categories: ['AI', 'Cloud'], links: [{ label: 'Website', url: 'https://gamma.example' }] });
    });
  });

  it('refuses outsiders, and everyone once exhibitors are switched off (FEATURE_OFF)', async () => {
    expect((await feed(scene.outsider.token)).status).toBe(403);
    const off = await makeExhibitorScene(t, { enableExhibitors: false });
    const refused = await feed(off.organizer.token, off.eventId);
    expect(refused.status).toBe(403);
    expect(refused.body?.error?.data.reason).toBe('FEATURE_OFF');
    expect((await t.api.query('exhibitors.list', { eventId: off.eventId }, { token: off.attendee.token })).error?.data.reason).toBe('FEATURE_OFF');
    expect((await t.api.mutate('exhibitors.save', { eventId: off.eventId, exhibitor: draft() }, { token: off.organizer.token })).error?.data.code).toBe('FORBIDDEN');
  });
});

describe('exhibitors: who edits a stand', () => {
  it('organizers create and remove; the stand’s own team edits theirs only; attendees and other exhibitors cannot', async () => {
    expect((await save(scene.staff)).error?.data.code).toBe('FORBIDDEN');
    const edit = { exhibitorId: scene.standId, exhibitor: draft({ name: 'Acme Robotics', booth: 'A1-A2', description: 'Robots that fold laundry' }) };
    const byTeam = await save(scene.staff, edit);
    expect(byTeam.error).toBeUndefined();
    expect(byTeam.data).toMatchObject({ booth: 'A1-A2', description: 'Robots that fold laundry' });
    expect((await save(scene.staff, { exhibitorId: scene.otherStandId, exhibitor: draft() })).error?.data.code).toBe('FORBIDDEN');
    expect((await save(scene.loneExhibitor, edit)).error?.data.code).toBe('FORBIDDEN');
    expect((await save(scene.attendee, edit)).error?.data.code).toBe('FORBIDDEN');
    expect((await save(scene.organizer, { exhibitorId: randomUUID(), exhibitor: draft() })).error?.data.code).toBe('NOT_FOUND');
    const removable = (await save()).data;
    expect((await t.api.mutate('exhibitors.remove', { eventId: scene.eventId, exhibitorId: removable.id }, { token: scene.staff.token })).error?.data.code).toBe('FORBIDDEN');
    expect((await t.api.mutate('exhibitors.remove', { eventId: scene.eventId, exhibitorId: removable.id }, { token: scene.organizer.token })).error).toBeUndefined();
  });

  it('checks every field: a name, http(s) links only, at most 8 categories, repeated categories kept once', async () => {
    const noName = await save(scene.organizer, { exhibitor: draft({ name: '  ' }) });
    expect(noName.error?.data.fieldErrors?.exhibitor).toContain('Give the exhibitor a name');
    const script = await save(scene.organizer, { exhibitor: draft({ links: [{ label: 'x', url: 'javascript:alert(1)' }] }) });
    expect(script.error?.data.code).toBe('BAD_REQUEST');
    expect((await save(scene.organizer, { exhibitor: draft({ categories: Array.from({ length: 9 }, (_, i) => `c${i}`) }) })).error?.data.code).toBe('BAD_REQUEST');
    const repeated = await save(scene.organizer, { exhibitor: draft({ categories: ['AI', 'ai', 'Cloud'] }) });
    expect(repeated.data.categories).toEqual(['AI', 'Cloud']);
  });

  it('takes a logo only from the saver’s own logo upload', async () => {
    const upload = await uploadFile(t, await makePng(64, 64), { token: scene.staff.token, purpose: 'logo' });
    const { src } = (await upload.json()) as { src: string };
    const foreign = await save(scene.organizer, { exhibitorId: scene.standId, exhibitor: draft({ name: 'Acme Robotics', logoSrc: src }) });
    expect(foreign.error?.data.code).toBe('BAD_REQUEST');
    const own = await save(scene.staff, { exhibitorId: scene.standId, exhibitor: draft({ name: 'Acme Robotics', logoSrc: src }) });
    expect(own.data.logo).toEqual({ src });
    expect((await save(scene.staff, { exhibitorId: scene.standId, exhibitor: draft({ name: 'Acme Robotics', logoSrc: 'https://evil.example/x.png' }) })).error?.data.code).toBe('BAD_REQUEST');
  });

  it('the team is chosen among people with the exhibitor role', async () => {
    const team = await t.api.query<ExhibitorTeam>('exhibitors.team', { eventId: scene.eventId, exhibitorId: scene.standId }, { token: scene.organizer.token });
    expect(team.data.people.map((person) => [person.firstName, person.onTeam])).toEqual([['Lou', false], ['Stan', true]]);
    const refused = await t.api.mutate('exhibitors.setTeam', { eventId: scene.eventId, exhibitorId: scene.standId, accountIds: [scene.attendee.account.id] }, { token: scene.organizer.token });
    expect(refused.error?.data.code).toBe('BAD_REQUEST');
    const added = await t.api.mutate<ExhibitorTeam>('exhibitors.setTeam', { eventId: scene.eventId, exhibitorId: scene.standId, accountIds: [scene.staff.account.id, scene.loneExhibitor.account.id] }, { token: scene.staff.token });
    expect(added.data.people.every((person) => person.onTeam)).toBe(true);
    const standing = await t.api.query<ExhibitorStanding>('exhibitors.standing', { eventId: scene.eventId }, { token: scene.loneExhibitor.token });
    expect(standing.data.staffOf).toEqual([scene.standId]);
    await t.api.mutate('exhibitors.setTeam', { eventId: scene.eventId, exhibitorId: scene.standId, accountIds: [scene.staff.account.id] }, { token: scene.organizer.token });
  });
});

describe('exhibitors: "to visit"', () => {
  it('marks and unmarks per person, once per key, and a mark is nobody else’s', async () => {
    const key = randomUUID();
    const mark = (bookmarked: boolean, idempotencyKey = randomUUID(), who = scene.attendee) =>
      t.api.mutate('exhibitors.setBookmark', { idempotencyKey, eventId: scene.eventId, exhibitorId: scene.otherStandId, bookmarked }, { token: who.token });
    expect((await mark(true, key)).error).toBeUndefined();
    const standing = async (who = scene.attendee) => (await t.api.query<ExhibitorStanding>('exhibitors.standing', { eventId: scene.eventId }, { token: who.token })).data;
    expect((await standing()).bookmarks).toEqual([scene.otherStandId]);
    expect((await standing(scene.neighbour)).bookmarks).toEqual([]);
    await mark(false);
    // A late replay of the first mark is answered as before and does not mark it again.
    expect((await mark(true, key)).error).toBeUndefined();
    expect((await standing()).bookmarks).toEqual([]);
    expect((await mark(true, key, scene.neighbour)).error).toBeUndefined();
    const reused = await t.api.mutate('exhibitors.setBookmark', { idempotencyKey: key, eventId: scene.eventId, exhibitorId: scene.standId, bookmarked: true }, { token: scene.attendee.token });
    expect(reused.error?.data.code).toBe('CONFLICT');
    expect((await mark(true, randomUUID(), scene.outsider)).error?.data.code).toBe('FORBIDDEN');
  });
});

describe('exhibitors: CSV import', () => {
  const csv = 'Name,Booth,Categories,Website,Description\r\nDelta Data,D4,"Data; AI",https://delta.example,"Pipelines, fast"\r\nBeta Cloud,B2,Cloud,,\r\n';
  const preview = (body: string, who = scene.organizer) => t.api.mutate<CatalogImportPreview>('exhibitors.importPreview', { eventId: scene.eventId, csv: body }, { token: who.token });
  const commit = (body: string, who = scene.organizer) => t.api.mutate<CatalogImportPreview>('exhibitors.importCommit', { eventId: scene.eventId, csv: body }, { token: who.token });

  it('checks, previews, then imports all or nothing; the same file again changes nothing', async () => {
    const checked = await preview(csv);
    expect(checked.data.rows.map((row) => [row.name, row.outcome])).toEqual([['Delta Data', 'new'], ['Beta Cloud', 'unchanged']]);
    const bad = `${csv}Broken,E5,,ftp://nope.example,\r\n,F6,,,\r\n`;
    const badCheck = await preview(bad);
    expect(badCheck.data.counts.error).toBe(2);
    expect((await commit(bad)).error?.data.code).toBe('BAD_REQUEST');
    const before = (await t.api.query<ExhibitorList>('exhibitors.list', { eventId: scene.eventId }, { token: scene.organizer.token })).data;
    expect(before.exhibitors.some((exhibitor) => exhibitor.name === 'Delta Data' || exhibitor.name === 'Broken')).toBe(false);
    expect((await commit(csv)).data.counts).toEqual({ new: 1, update: 0, unchanged: 1, error: 0 });
    const after = (await t.api.query<ExhibitorList>('exhibitors.list', { eventId: scene.eventId }, { token: scene.organizer.token })).data;
    expect(after.exhibitors.find((exhibitor) => exhibitor.name === 'Delta Data')).toMatchObject({ booth: 'D4', categories: ['Data', 'AI'], description: 'Pipelines, fast' });
    expect((await commit(csv)).data.counts).toEqual({ new: 0, update: 0, unchanged: 2, error: 0 });
  });

  it('is for organizers only', async () => {
    expect((await preview(csv, scene.staff)).error?.data.code).toBe('FORBIDDEN');
    expect((await commit(csv, scene.attendee)).error?.data.code).toBe('FORBIDDEN');
  });
});
