import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFirstScreenRenderer } from '../../../src/build/first-screen-renderer.ts';
import { firstScreenSkipHeader, phoneTimeZoneCookie } from '#shared/rules/first-screen-page.ts';
import { accountTokenCookieName } from '#shared/contracts/session.ts';
import { addMember, insertEvent, insertProgramItem } from '../factories/events.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { createFirstScreenDrawer } from '#server/http/first-screen-page.ts';
import type { FirstScreenRenderer } from '#server/services/first-screen-renderer.ts';
import type { FastifyRequest } from 'fastify';

// A cold, signed-in visit to an event's home, schedule or attendee list gets that screen drawn into
// its page by the app's own code, built for Node (src/client/server-render/) and run by the real
// server in its worker thread, over the real database: what the visitor may see, and nothing else.

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
let dir: string;
let t: TestServer;
let eventId: string;
let ada: TestAccount;
let grace: TestAccount;
let stranger: TestAccount;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hallway-first-screen-'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><html><head><title>%BRAND%</title></head><body><div id="root"></div></body></html>');
  await buildFirstScreenRenderer(dir, { root: repoRoot, mode: 'production' });
  t = await startTestServer({ distDir: dir });
  eventId = await insertEvent(t.db, { name: 'Drawn <Conf> & friends', timeZone: 'Europe/Lisbon', enableAttendeeList: true });
  const startsAt = new Date(Date.now() + 7 * 86_400_000);
  await insertProgramItem(t.db, eventId, { title: 'Opening <keynote> & more', startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) });
  ada = await registerTestAccount(t.api, { firstName: 'Ada', lastName: 'Lovelace' });
  grace = await registerTestAccount(t.api, { firstName: 'Grace', lastName: 'Hopper' });
  stranger = await registerTestAccount(t.api, { firstName: 'Sam', lastName: 'Stranger' });
  await addMember(t.db, eventId, ada.account.id);
  await addMember(t.db, eventId, grace.account.id);
}, 180_000);
afterAll(async () => {
  await t?.stop();
  await rm(dir, { recursive: true, force: true });
});

const page = async (pathname: string, token: string | null, headers: Record<string, string> = {}) => {
  const response = await t.api.fetch(pathname, { ...(token ? { cookieToken: token } : {}), headers });
  expect(response.status).toBe(200);
  return { response, html: await response.text() };
};

/** The drawn screen's element and markup, or null when the page came undrawn. */
const drawnScreen = (html: string) => {
  const start = html.indexOf('<div id="first-screen"');
  if (start === -1) return null;
  const end = html.indexOf('<div id="root"></div>', start);
  return { tag: html.slice(start, html.indexOf('>', start) + 1), markup: html.slice(start, end) };
};

describe("an event screen drawn into a signed-in visitor's first page", () => {
  it('the schedule: its sessions, escaped, for this visitor, inert, and kept by no shared cache', async () => {
    const { response, html } = await page(`/event/${eventId}/schedule?filter=all`, ada.token);
    const screen = drawnScreen(html);
    expect(screen?.tag).toContain(`data-path="/event/${eventId}/schedule?filter=all"`);
    expect(screen?.tag).toContain(`data-account="${ada.account.id}"`);
    expect(screen?.tag).toContain('data-drawn-by="server"');
    expect(screen?.tag).toContain(' inert');
    expect(screen?.markup).toContain('Opening &lt;keynote&gt; &amp; more');
    expect(screen?.markup).not.toContain('<keynote>');
    // Nothing in it runs: the page's CSP would refuse it, and it holds someone's data.
    expect(screen?.markup).not.toMatch(/<script/i);
    expect(html).toContain('<title>Schedule | Hallway</title>');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toMatch(/cookie/);
  });

  it("the attendee list shows the directory's first page; the event home the event", async () => {
    const attendees = drawnScreen((await page(`/event/${eventId}/attendees?filter=all`, ada.token)).html);
    expect(attendees?.markup).toContain('Grace Hopper');
    const home = drawnScreen((await page(`/event/${eventId}`, ada.token)).html);
    expect(home?.markup).toMatch(/<h1[^>]*>Drawn &lt;Conf&gt; &amp; friends<\/h1>/);
  });

  it("one visitor's page holds nothing of the visitor drawn before", async () => {
    const first = drawnScreen((await page(`/event/${eventId}/schedule?filter=all`, ada.token)).html);
    const next = drawnScreen((await page(`/event/${eventId}/schedule?filter=all`, grace.token)).html);
    // The account menu's initials.
    expect(first?.markup).toMatch(/>AL<\/span>/);
    expect(next?.tag).toContain(`data-account="${grace.account.id}"`);
    expect(next?.markup).toMatch(/>GH<\/span>/);
    expect(next?.markup).not.toMatch(/>AL<\/span>/);
    expect(next?.tag).not.toContain(ada.account.id);
  });

  it("shows the phone's own time beside the event's when the phone's cookie names another zone (none without it: the event's zone is assumed)", async () => {
    const inLisbon = drawnScreen((await page(`/event/${eventId}/schedule?filter=all`, ada.token)).html);
    const response = await t.api.fetch(`/event/${eventId}/schedule?filter=all`, {
      headers: { cookie: `${accountTokenCookieName}=${ada.token}; ${phoneTimeZoneCookie}=Asia%2FTokyo` },
    });
    const inTokyo = drawnScreen(await response.text());
    expect(inLisbon?.markup).toContain('Opening &lt;keynote&gt;');
    expect(inLisbon?.markup).not.toContain('Your time');
    expect(inTokyo?.markup).toMatch(/Your time: (<!-- -->)?\d\d:\d\d/);
  });

  it('draws nothing for a stranger to the event, a visitor not signed in, a stale cookie, an unknown event or another page', async () => {
    expect(drawnScreen((await page(`/event/${eventId}/schedule?filter=all`, stranger.token)).html)).toBeNull();
    expect(drawnScreen((await page(`/event/${eventId}/schedule?filter=all`, null)).html)).toBeNull();
    expect(drawnScreen((await page(`/event/${eventId}/schedule?filter=all`, 'no-such-session')).html)).toBeNull();
    expect(drawnScreen((await page('/event/1b4e28ba-2fa1-11d2-883f-0016d3cca427/schedule?filter=all', ada.token)).html)).toBeNull();
    expect(drawnScreen((await page(`/event/${eventId}/polls`, ada.token)).html)).toBeNull();
  });

  it("draws nothing into the service worker's own fetch of a page: the one shell it keeps is no one's", async () => {
    const { html } = await page(`/event/${eventId}/schedule?filter=all`, ada.token, { [firstScreenSkipHeader]: '1' });
    expect(drawnScreen(html)).toBeNull();
  });
});

describe('a drawing that does not come in time', () => {
  const shell = '<!doctype html><html><head><title>Hallway</title></head><body><div id="root"></div></body></html>';
  const visit = (): FastifyRequest =>
    ({ url: `/event/${eventId}/schedule?filter=all`, headers: { cookie: `${accountTokenCookieName}=${ada.token}` }, cookies: {}, ip: '127.0.0.1' }) as unknown as FastifyRequest;
  const renderer = (draw: FirstScreenRenderer['draw']): FirstScreenRenderer => ({ draw, canDraw: () => true, warm: () => undefined, close: async () => undefined });

  it('leaves the page undrawn once its budget is spent, or when the renderer fails', async () => {
    const stuck = createFirstScreenDrawer(t.server.app, renderer(() => new Promise(() => undefined)), 'Hallway', 50);
    // A renderer that never answers: without the budget this would wait for ever (the test's timeout).
    expect(await stuck(visit(), shell)).toBeNull();
    const failing = createFirstScreenDrawer(t.server.app, renderer(() => Promise.reject(new Error('worker gone'))), 'Hallway');
    expect(await failing(visit(), shell)).toBeNull();
    const drawing = createFirstScreenDrawer(t.server.app, renderer(async () => ({ html: '<p>drawn</p>', title: 'Schedule | Hallway' })), 'Hallway');
    expect(await drawing(visit(), shell)).toContain('<p>drawn</p></div><div id="root"></div>');
  });
});
