// Door check-in benchmark (b): from a decoded code to the painted result screen, offline. Chromium's
// fake camera plays a QR code written at run time (e2e/fixtures/fake-camera.ts); the scan page
// marks 'scan:decoded' when the reader hands it a text and measures 'scan:result' once the
// result has painted. Budget: ≤ 100 ms. Prints figures, asserts nothing.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { writeBlankVideo, writeQrVideo } from '../../e2e/fixtures/fake-camera.ts';
import { startTestServer, type TestServer } from '../server/helpers/test-server.ts';
import { tokenFromSetCookie } from '../server/helpers/trpc-http.ts';

const root = path.resolve(import.meta.dirname, '../..');
const budgetMs = 100;
const scans = 5;

export interface ScanFigures {
  durations: number[];
  budgetMs: number;
}

interface BenchAccount {
  email: string;
  password: string;
  token: string;
  accountId: string;
  code: string;
}

async function call<T>(server: TestServer, kind: 'query' | 'mutate', procedure: string, input: unknown, token?: string): Promise<T> {
  const response = kind === 'query' ? await server.api.query<T>(procedure, input, { token }) : await server.api.mutate<T>(procedure, input, { token });
  if (response.error) throw new Error(`${procedure}: ${response.error.message}`);
  return response.data;
}

async function newAccount(server: TestServer, firstName: string, index: number): Promise<BenchAccount> {
  const email = `bench-${firstName.toLowerCase()}-${index}-${Date.now()}@hallway.test`;
  const password = `bench-password-${index}-${Date.now()}`;
  const response = await server.api.mutate('account.register', { firstName, lastName: `Bench${index}`, email, password });
  const token = tokenFromSetCookie(response.headers);
  if (!token) throw new Error(`register failed: ${JSON.stringify(response.error)}`);
  const mine = await call<{ accountId: string; code: string }>(server, 'query', 'personalCode.mine', undefined, token);
  return { email, password, token, accountId: mine.accountId, code: mine.code };
}

/** An open, published event with one staff account and `attendees` members. */
async function setUp(server: TestServer, attendees: number) {
  const organizer = await newAccount(server, 'Olive', 0);
  const suffix = Date.now().toString(36);
  const organization = await call<{ id: string }>(server, 'mutate', 'organization.create', { name: `Bench Org ${suffix}`, handle: `bench-${suffix}` }, organizer.token);
  const now = Math.floor(Date.now() / 1000);
  const event = await call<{ id: string }>(
    server,
    'mutate',
    'eventAdmin.create',
    { organizationId: organization.id, details: { name: `Bench Summit ${suffix}`, timeZone: 'America/Toronto', startsAt: now - 3600, endsAt: now + 8 * 3600 } },
    organizer.token,
  );
  await call(server, 'mutate', 'eventAdmin.setJoinPolicy', { id: event.id, joinPolicy: 'open' }, organizer.token);
  await call(server, 'mutate', 'eventAdmin.setPublished', { id: event.id, published: true }, organizer.token);
  const staff = await newAccount(server, 'Gatekeeper', 0);
  const joined = await call<{ membership: { attendeeId: string } | null }>(server, 'mutate', 'event.join', { id: event.id }, staff.token);
  await call(server, 'mutate', 'people.changeRole', { eventId: event.id, personId: joined.membership?.attendeeId, role: 'staff' }, organizer.token);
  const people: BenchAccount[] = [];
  for (let index = 1; index <= attendees; index++) {
    const person = await newAccount(server, 'Attendee', index);
    await call(server, 'mutate', 'event.join', { id: event.id }, person.token);
    people.push(person);
  }
  return { eventId: event.id, staff, people };
}

export async function benchScanToResult(log: (line: string) => void = console.log): Promise<ScanFigures> {
  const video = path.join(root, 'tests', '.tmp', 'bench-camera.y4m');
  mkdirSync(path.dirname(video), { recursive: true });
  writeBlankVideo(video);
  const server = await startTestServer({ distDir: path.join(root, 'dist'), manifestPath: path.join(root, 'manifest.webmanifest') });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const { eventId, staff, people } = await setUp(server, scans);
    const context = await browser.newContext({ baseURL: server.url, permissions: ['camera'], viewport: { width: 412, height: 839 } });
    const page = await context.newPage();
    await page.goto(`/sign-in?redirectTo=${encodeURIComponent(`/check-in?eventId=${eventId}`)}`);
    await page.getByLabel('Email').fill(staff.email);
    await page.getByLabel('Password', { exact: true }).fill(staff.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/check-in');
    await page.getByRole('button', { name: 'Download roster' }).click();
    await page.getByRole('region', { name: 'Roster on this device' }).getByText(`${people.length + 2} people`).waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Open scanner' }).click();
    await page.locator('[data-camera-state="running"]').waitFor({ timeout: 30_000 });

    await context.setOffline(true);
    // The viewfinder reads its file when the camera starts: the first code by switching
    // cameras, each next one when the green result goes back to the camera by itself.
    writeQrVideo(video, people[0]!.code);
    await page.getByRole('button', { name: /^Use (front|back) camera$/ }).click();
    for (const [index] of people.entries()) {
      // The measure lands on the frame after the result painted.
      await page.waitForFunction((count) => performance.getEntriesByName('scan:result').length >= count, index + 1, { timeout: 30_000 });
      const next = people[index + 1];
      if (next) writeQrVideo(video, next.code);
      else writeBlankVideo(video);
    }
    const durations = await page.evaluate(() => performance.getEntriesByName('scan:result').map((entry) => entry.duration));
    await context.close();
    log(`  ${durations.length} scans offline, decoded → result painted: ${durations.map((d) => `${d.toFixed(1)} ms`).join(', ')}`);
    return { durations, budgetMs };
  } finally {
    await browser.close();
    await server.stop();
  }
}

export function printScanToResult({ durations, budgetMs }: ScanFigures, log: (line: string) => void = console.log): void {
  const sorted = [...durations].sort((a, b) => a - b);
  const median = sorted.length ? (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2 : NaN;
  const max = sorted.at(-1) ?? NaN;
  const verdict = max <= budgetMs ? 'within budget' : median <= budgetMs ? 'median within budget, max OVER' : 'OVER BUDGET';
  log(`Budget: decoded code → result screen offline ≤ ${budgetMs} ms → median ${median.toFixed(1)} ms, max ${max.toFixed(1)} ms: ${verdict}`);
}
