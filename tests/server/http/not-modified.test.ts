// Runs on both databases: counts the queries each driver sends.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { chromium } from '@playwright/test';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { accountTokenHeaderName } from '#shared/contracts/session.ts';
import { sendRawRequest } from '../helpers/raw-http.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { eventWithOrganizer, joinAs, type Member } from '../schedule/scene.ts';

// RFC 9110 §15.4.5: a 304 carries only what guides the cache's update; the browser keeps the
// stored answer's other headers. And a feed's 304 is decided from its version before anything is
// built: the server runs with no feed cache at all (EVENT_FEED_CACHE_MB=0), so every 200 builds
// and any build would show in the queries counted here.

const securityHeaderNames = ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy'];
const allowedOn304 = new Set(['cache-control', 'content-location', 'date', 'etag', 'expires', 'vary', 'connection', 'keep-alive']);

let dir: string;
let testDatabase: TestDatabase;
let t: TestServer;
const queries: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hallway-304-'));
  const dist = path.join(dir, 'dist');
  await mkdir(dist, { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><html lang="en"><head><title>%BRAND%</title></head><body><div id="root"></div></body></html>');
  await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  testDatabase = await createTestDatabase();
  // The same database through a drizzle that logs every statement the server sends.
  const logger = { logQuery: (query: string) => void queries.push(query) };
  const { database } = testDatabase;
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db = (database.kind === 'pglite' ? drizzlePglite({ client: client as PGlite, logger }) : drizzlePg({ client: client as pg.Pool, logger })) as unknown as Db;
  t = await startTestServer({ database: { ...database, db }, distDir: dist, env: { EVENT_FEED_CACHE_MB: '0' } });
});
afterAll(async () => {
  await t?.stop();
  await testDatabase?.dispose();
  await rm(dir, { recursive: true, force: true });
});

async function scheduleReader(): Promise<{ eventId: string; attendee: Member; url: string }> {
  const { eventId } = await eventWithOrganizer(t);
  const attendee = await joinAs(t, eventId, 'attendee', { firstName: 'Ann', lastName: 'Attendee' });
  return { eventId, attendee, url: `/api/events/${eventId}/feeds/schedule` };
}

const get = (pathname: string, headers: Record<string, string> = {}) => sendRawRequest(new URL(pathname, t.url), headers);

/** The statements sent while `run` ran. */
async function queriesDuring(run: () => Promise<unknown>): Promise<string[]> {
  const before = queries.length;
  await run();
  return queries.slice(before);
}

describe('a feed’s 304', () => {
  it('carries ETag, Vary and Cache-Control and none of the security headers, which every 200 keeps', async () => {
    const { attendee, url } = await scheduleReader();
    const headers = { [accountTokenHeaderName]: attendee.token, 'accept-encoding': 'br' };
    const full = await get(url, headers);
    expect(full.status).toBe(200);
    for (const name of securityHeaderNames) expect(full.headers[name], name).toBeTruthy();
    expect(full.headers['content-type']).toContain('application/json');

    const notModified = await get(url, { ...headers, 'if-none-match': String(full.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(full.headers.etag);
    expect(notModified.headers.vary).toBe(full.headers.vary);
    expect(notModified.headers['cache-control']).toBe('private, no-cache');
    expect(Object.keys(notModified.headers).filter((name) => !allowedOn304.has(name))).toEqual([]);
  });

  it('is answered from the version alone: no build (and on PGlite no version read), where every 200 builds', async () => {
    const { attendee, url } = await scheduleReader();
    const headers = { [accountTokenHeaderName]: attendee.token };
    let etag = '';
    const firstBuild = await queriesDuring(async () => {
      etag = String((await get(url, headers)).headers.etag);
    });
    // No cache: the second 200 builds again, and the build shows as reads of the program.
    const secondBuild = await queriesDuring(() => get(url, headers));
    expect(firstBuild.some((query) => query.includes('"program_items"'))).toBe(true);
    expect(secondBuild.some((query) => query.includes('"program_items"'))).toBe(true);

    let status = 0;
    const notModified = await queriesDuring(async () => {
      status = (await get(url, { ...headers, 'if-none-match': etag })).status;
    });
    expect(status).toBe(304);
    expect(notModified.filter((query) => query.includes('"program_items"'))).toEqual([]);
    // PGlite announces every change in this process, so even the version is remembered. (Only the
    // feed's own reads are looked for: the server's background jobs may query meanwhile.)
    if (!process.env.DATABASE_URL) expect(notModified.filter((query) => query.includes('"event_data_versions"'))).toEqual([]);
  });
});

describe('other 304s', () => {
  it('trims a static file’s 304 too, and leaves a page’s 304 whole', async () => {
    const script = await get('/sw.js');
    expect(script.headers['content-security-policy']).toBeTruthy();
    const scriptAgain = await get('/sw.js', { 'if-none-match': String(script.headers.etag) });
    expect(scriptAgain.status).toBe(304);
    expect(Object.keys(scriptAgain.headers).filter((name) => !allowedOn304.has(name))).toEqual([]);

    const page = await get('/events');
    const pageAgain = await get('/events', { 'if-none-match': String(page.headers.etag) });
    expect(pageAgain.status).toBe(304);
    for (const name of securityHeaderNames) expect(pageAgain.headers[name], name).toBe(page.headers[name]);
  });
});

describe('in a browser', () => {
  it('answers a revalidated feed from the cache with the stored headers and body after a trimmed 304', async () => {
    const { attendee, url } = await scheduleReader();
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const page = await browser.newPage();
      const network = await page.context().newCDPSession(page);
      await network.send('Network.enable');
      // responseReceived reports what the page got (a revalidated answer is the stored 200);
      // its ExtraInfo, what crossed the wire. The ExtraInfo comes from the network service and may
      // arrive before the renderer's requestWillBeSent, so every one is kept and matched at the end.
      const feedRequests = new Set<string>();
      const answers = new Map<string, { status: number; headers: Record<string, string> }>();
      network.on('Network.requestWillBeSent', ({ requestId, request }) => {
        if (request.url.endsWith(url)) feedRequests.add(requestId);
      });
      network.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode, headers }) => {
        answers.set(requestId, { status: statusCode, headers: headers as Record<string, string> });
      });
      /** The feed's answers as they crossed the wire, in the order the requests were sent. */
      const onTheWireNow = () => [...feedRequests].flatMap((requestId) => answers.get(requestId) ?? []);
      await page.goto(`${t.url}/api/health`);
      const read = () =>
        page.evaluate(
          async ({ url, name, token }) => {
            const response = await fetch(url, { headers: { [name]: token } });
            return { status: response.status, csp: response.headers.get('content-security-policy'), frame: response.headers.get('x-frame-options'), body: await response.json() };
          },
          { url, name: accountTokenHeaderName, token: attendee.token },
        );
      const first = await read();
      const second = await read();
      await expect.poll(() => onTheWireNow().length).toBe(2);
      const onTheWire = onTheWireNow();
      expect(onTheWire.map((answer) => answer.status)).toEqual([200, 304]);
      expect(onTheWire[1]!.headers['content-security-policy']).toBeUndefined();
      expect(first.status).toBe(200);
      expect(second).toEqual(first);
      expect(second.csp).toContain("default-src 'self'");
      expect(second.frame).toBe('DENY');
    } finally {
      await browser.close();
    }
  }, 60_000);
});
