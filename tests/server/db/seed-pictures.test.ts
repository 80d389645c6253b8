import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albumPhotos } from '#server/db/schema/album-photos.ts';
import { exhibitors } from '#server/db/schema/exhibitors.ts';
import { sponsors } from '#server/db/schema/sponsors.ts';
import { uploads } from '#server/db/schema/uploads.ts';
import { initialsOf } from '#server/seed/demo-logos.ts';
import { demoEventId } from '#server/seed/demo.ts';
import { runSeed } from '#server/seed/run-seed.ts';
import { parseSeedArgs } from '#server/seed/seed-options.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

// `npm run seed` gives the seed the server's upload storage: the demo and the scale conference get
// album photos, and their stands and sponsors logos, made on the machine (no network).

let t: TestServer;
let printed: string[];
let conferenceId: string;
const now = new Date('2026-11-22T12:00:00Z');

beforeAll(async () => {
  t = await startTestServer();
  printed = await runSeed(t.db, parseSeedArgs(['--attendees', '40', '--sessions', '6']), { now, storage: t.server.deps.uploads });
  conferenceId = printed.join('\n').match(/\/event\/([0-9a-f-]{36})/)?.[1] as string;
}, 300_000);
afterAll(() => t.stop());

const photosOf = async (eventId: string) => (await t.db.select({ total: count() }).from(albumPhotos).where(eq(albumPhotos.eventId, eventId)))[0]?.total;
const withoutLogo = async (eventId: string) => [
  ...(await t.db.select({ name: exhibitors.name }).from(exhibitors).where(and(eq(exhibitors.eventId, eventId), isNull(exhibitors.logoSrc)))),
  ...(await t.db.select({ name: sponsors.name }).from(sponsors).where(and(eq(sponsors.eventId, eventId), isNull(sponsors.logoSrc)))),
];
const logoUploads = async () => (await t.db.select({ total: count() }).from(uploads).where(eq(uploads.purpose, 'logo')))[0]?.total;

describe('npm run seed with upload storage', () => {
  it('fills the demo album and the conference album with photos', async () => {
    expect(await photosOf(demoEventId)).toBe(12);
    expect(await photosOf(conferenceId)).toBe(12);
    expect(printed.join('\n')).toMatch(/12 album photos, \d+ logos/);
  });

  it('gives every stand and sponsor a logo, served as an image like any upload', async () => {
    expect(await withoutLogo(demoEventId)).toEqual([]);
    expect(await withoutLogo(conferenceId)).toEqual([]);
    const [stand] = await t.db.select({ logoSrc: exhibitors.logoSrc }).from(exhibitors).where(eq(exhibitors.eventId, demoEventId)).limit(1);
    const logo = await fetch(new URL(stand!.logoSrc!, t.url));
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toContain('image/webp');
  });

  it('adds nothing a second time, and never replaces a logo an organizer chose', async () => {
    const [stand] = await t.db.select({ id: exhibitors.id }).from(exhibitors).where(eq(exhibitors.eventId, demoEventId)).limit(1);
    await t.db.update(exhibitors).set({ logoSrc: '/uploads/logo/chosen.webp' }).where(eq(exhibitors.id, stand!.id));
    const before = await logoUploads();
    await runSeed(t.db, parseSeedArgs([]), { now, storage: t.server.deps.uploads });
    expect(await logoUploads()).toBe(before);
    expect(await photosOf(demoEventId)).toBe(12);
    const [after] = await t.db.select({ logoSrc: exhibitors.logoSrc }).from(exhibitors).where(eq(exhibitors.id, stand!.id));
    expect(after?.logoSrc).toBe('/uploads/logo/chosen.webp');
  });

  it('draws initials from a name', () => {
    expect(initialsOf('Offline First Co.')).toBe('OF');
    expect(initialsOf('Coffee Cart Collective')).toBe('CC');
    expect(initialsOf('Lakeshore Labs')).toBe('LL');
  });
});
