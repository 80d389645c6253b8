// The event data benchmarks share one set-up: the scale seed's 5,000-attendee / 300-session conference
// (the same as `npm run seed -- --attendees 5000 --sessions 300`) on a real local server on
// PGlite that also serves the production build, and one ordinary attendee of it, signed in.
// With every feature's data and its pictures (write-extras.ts): profile pictures for most speakers
// and 40 % of the rest, stand and sponsor logos, 300 album photos, updates, polls, activities, bingo;
// the files go to a throwaway data directory, removed on stop.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { accounts } from '#server/db/schema/accounts.ts';
import { demoPassword } from '#server/seed/demo-credentials.ts';
import { planConference, type PlannedPerson } from '#server/seed/conference/plan-conference.ts';
import { writeConference } from '#server/seed/conference/write-conference.ts';
import { writeConferenceExtras, type ConferenceExtras } from '#server/seed/conference/write-extras.ts';
import { hashPassword } from '#server/services/auth/passwords.ts';
import { startTestServer, type TestServer } from '../server/helpers/test-server.ts';
import { tokenFromSetCookie } from '../server/helpers/trpc-http.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const scaleSize = { attendees: 5_000, sessions: 300, days: 3, seed: 1 };

export interface ScaleEvent {
  server: TestServer;
  eventId: string;
  extras: ConferenceExtras;
  /** An attendee who is findable and has interests and intents (so matching has work to do). */
  attendee: { email: string; password: string; token: string; name: string };
  stop(): Promise<void>;
}

function isTypicalAttendee(person: PlannedPerson): boolean {
  const { profile } = person;
  return person.role === 'attendee' && profile.visibility === 'everyone' && profile.interests.length >= 3 && profile.lookingFor.length > 0 && profile.offers.length > 0;
}

export async function startScaleEvent(log: (line: string) => void = console.log): Promise<ScaleEvent> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hallway-scale-'));
  // BENCH_DIST_DIR: a private build (others may rebuild dist/ meanwhile).
  // The load tests (event-queries.ts, event-feeds.ts) keep 50 requests in flight with one attendee's
  // token, standing for 50 readers: one client's bounds and turns (http/in-flight-limit.ts) are off.
  const oneClientBoundsOff = { REQUESTS_IN_FLIGHT_PER_ACCOUNT: '0', REQUESTS_IN_FLIGHT_PER_IP: '0' };
  const server = await startTestServer({
    distDir: process.env.BENCH_DIST_DIR ?? path.join(root, 'dist'),
    manifestPath: path.join(root, 'manifest.webmanifest'),
    // BENCH_PORT: a port of one's own on a shared machine (else any free one).
    env: { HALLWAY_DATA_DIR: dataDir, ...oneClientBoundsOff, ...(process.env.BENCH_PORT ? { PORT: process.env.BENCH_PORT } : {}) },
  });
  const stop = async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const started = Date.now();
    const now = new Date();
    const plan = planConference(scaleSize, now);
    const { eventId } = await writeConference(server.db, { plan, passwordHash: await hashPassword(demoPassword), ownerIds: [] });
    log(`  set-up: ${plan.people.length} members and ${plan.sessions.length} sessions seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const extras = await writeConferenceExtras(server.db, server.server.deps.uploads, { eventId, seed: scaleSize.seed, now });
    log(`  set-up: ${extras.profilePictures} profile pictures, ${extras.logos} logos, ${extras.albumPhotos} album photos, updates, polls, activities and bingo in ${extras.seconds.toFixed(1)} s`);
    const person = plan.people.find(isTypicalAttendee);
    if (!person) throw new Error('The scale seed made no attendee with interests and intents');
    const [account] = await server.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, person.email)).limit(1);
    if (!account) throw new Error(`${person.email} was not written`);
    const signIn = await server.api.mutate('account.signIn', { email: person.email, password: demoPassword });
    const token = tokenFromSetCookie(signIn.headers);
    if (!token) throw new Error(`attendee sign-in failed: ${JSON.stringify(signIn.error)}`);
    return {
      server,
      eventId,
      extras,
      attendee: { email: person.email, password: demoPassword, token, name: `${person.firstName} ${person.lastName}` },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
