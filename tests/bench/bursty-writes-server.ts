// The child side of tests/bench/bursty-writes.ts: one Hallway server on a fresh test database
// (PGlite, or a throwaway PostgreSQL database with DATABASE_URL), alone in this process and
// driven over IPC, so the bench's 2,000 requests at once do not share the server's event loop.
import { randomUUID } from 'node:crypto';
import { count, eq, inArray, sum } from 'drizzle-orm';
import { activities } from '#server/db/schema/activities.ts';
import { activityScans } from '#server/db/schema/activity-scans.ts';
import { checkIns } from '#server/db/schema/check-ins.ts';
import { eventMembers } from '#server/db/schema/event-members.ts';
import { questionVotes } from '#server/db/schema/question-votes.ts';
import { questions } from '#server/db/schema/questions.ts';
import { signActivityCode } from '#server/services/activities/activity-codes.ts';
import { loadCodeSigner } from '#server/services/personal-code/code-signer.ts';
import { recordActivityScans } from '#server/services/activities/record-activity-scans.ts';
import { voteQuestion } from '#server/services/questions/vote-question.ts';
import { insertEvent, insertProgramItem } from '../server/factories/events.ts';
import { startTestServer, type TestServer } from '../server/helpers/test-server.ts';
import { serveBenchOps } from './bench-child.ts';
import { seedStreamingMembers } from './sse-streams.ts';


export interface BurstySeed {
  eventId: string;
  members: Array<{ accountId: string; token: string }>;
  questionIds: string[];
  activityCodes: string[];
  doors: Array<{ accountId: string; token: string }>;
}

let server: TestServer | null = null;
const started = () => {
  if (!server) throw new Error('No server in this process: start it first');
  return server;
};

const ops: Record<string, (args: Record<string, unknown>) => Promise<unknown>> = {
  async start({ env }) {
    server = await startTestServer({ env: env as Record<string, string> });
    return { url: server.url, database: server.server.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite' };
  },
  /** An event with the schedule and activities on: members with tokens, questions in one session, activities, door staff. */
  async seed({ members: memberCount, questions: questionCount, activities: activityCount, doors: doorCount }): Promise<BurstySeed> {
    const t = started();
    const eventId = await insertEvent(t.db, { name: 'Bursty writes', enableActivities: true, startsInDays: 0 });
    const startsAt = new Date(Date.now() - 600_000);
    const sessionId = await insertProgramItem(t.db, eventId, { title: 'Keynote', startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) });
    const members = await seedStreamingMembers(t.db, eventId, Number(memberCount));
    const doors = await seedStreamingMembers(t.db, eventId, Number(doorCount));
    await t.db.update(eventMembers).set({ role: 'staff' }).where(inArray(eventMembers.accountId, doors.map((door) => door.accountId)));
    const asked = await t.db
      .insert(questions)
      .values(Array.from({ length: Number(questionCount) }, (_, index) => ({ eventId, programItemId: sessionId, accountId: members[index % members.length]!.accountId, text: `Question ${index}?`, askedAt: new Date() })))
      .returning({ id: questions.id });
    const made = await t.db
      .insert(activities)
      .values(
        Array.from({ length: Number(activityCount) }, (_, index) => ({
          eventId,
          name: `Station ${index}`,
          points: 10,
          startsAt: new Date(Date.now() - 3_600_000),
          endsAt: new Date(Date.now() + 3_600_000),
          perPersonLimit: 1,
        })),
      )
      .returning();
    const signer = await loadCodeSigner(t.server.deps);
    return { eventId, members, questionIds: asked.map((row) => row.id), activityCodes: made.map((row) => signActivityCode(signer, row)), doors };
  },
  /** What the database holds for the event: question votes (rows and the running counts), activity scans, check-ins. */
  async counted({ eventId }) {
    const { db } = started();
    const id = String(eventId);
    const [votes] = await db.select({ rows: count() }).from(questionVotes).innerJoin(questions, eq(questions.id, questionVotes.questionId)).where(eq(questions.eventId, id));
    const [counts] = await db.select({ total: sum(questions.voteCount) }).from(questions).where(eq(questions.eventId, id));
    const [scans] = await db.select({ rows: count() }).from(activityScans).where(eq(activityScans.eventId, id));
    const [checked] = await db.select({ rows: count() }).from(checkIns).where(eq(checkIns.eventId, id));
    return { voteRows: votes?.rows ?? 0, voteCounts: Number(counts?.total ?? 0), activityScans: scans?.rows ?? 0, checkIns: checked?.rows ?? 0 };
  },
  /**
   * The database's part alone: `count` new people's upvotes, then their activity scans, each all
   * at once in one turn straight at the services (no HTTP, no sign-in or access checks), in ms.
   */
  async serviceWrites({ eventId, count: people }) {
    const t = started();
    const id = String(eventId);
    const voters = await seedStreamingMembers(t.db, id, Number(people));
    const [question] = await t.db.select({ id: questions.id }).from(questions).where(eq(questions.eventId, id)).limit(1);
    const signer = await loadCodeSigner(t.server.deps);
    const [activity] = await t.db
      .insert(activities)
      .values({ eventId: id, name: 'Service station', points: 10, startsAt: new Date(Date.now() - 3_600_000), endsAt: new Date(Date.now() + 3_600_000), perPersonLimit: 1 })
      .returning();
    const code = signActivityCode(signer, activity!);
    let startedAt = performance.now();
    await Promise.all(voters.map((voter) => voteQuestion(t.db, { accountId: voter.accountId, idempotencyKey: randomUUID(), eventId: id, questionId: question!.id, voted: true })));
    const upvotesMs = performance.now() - startedAt;
    startedAt = performance.now();
    const now = new Date();
    await Promise.all(voters.map((voter) => recordActivityScans(t.db, { accountId: voter.accountId, scans: [{ idempotencyKey: randomUUID(), eventId: id, code, scannedAt: now.getTime() }], signer, now })));
    return { upvotesMs, scansMs: performance.now() - startedAt };
  },
  async stop() {
    await server?.stop();
    server = null;
    return null;
  },
};

serveBenchOps(ops);
