// Runs on both databases: two instances on one PostgreSQL.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '#server/db/schema/notifications.ts';
import { sendSessionFeedbackNotices } from '#server/services/feedback/session-feedback-notices.ts';
import { insertProgramItem } from '../factories/events.ts';
import { useTwoInstances } from '../helpers/two-instances.ts';
import { addToAgenda, feedbackEvent, joinAs } from './scene.ts';

// Two servers on one PostgreSQL database, as behind a load balancer: both run the job at the
// same moment, and each person is still asked once.
describe.runIf(process.env.DATABASE_URL)('session_feedback notifications across two instances', () => {
  const servers = useTwoInstances();

  it('are made once when both instances run the job together', async () => {
    const { a, b } = servers;
    const { eventId } = await feedbackEvent(a);
    const now = a.clock.now().getTime();
    const programId = await insertProgramItem(a.db, eventId, { title: 'Shared keynote', startsAt: new Date(now - 3_600_000), endsAt: new Date(now - 60_000) });
    const people = await Promise.all(['Ana', 'Ben', 'Caz'].map((name) => joinAs(a, eventId, 'attendee', name)));
    for (const person of people) await addToAgenda(a, eventId, programId, person.account.id);
    const made = await Promise.all([sendSessionFeedbackNotices(a.server.deps), sendSessionFeedbackNotices(b.server.deps)]);
    expect(made.sort()).toEqual([0, 3]);
    for (const person of people) {
      const rows = await a.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.accountId, person.account.id), eq(notifications.topicName, 'session_feedback')));
      expect(rows).toHaveLength(1);
    }
  });
});
