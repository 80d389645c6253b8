import { randomUUID } from 'node:crypto';
import type { EngineFlow } from '../engine-page.ts';
import { signInDemo } from '../flow-api.ts';
import { assert, demoEventId, eventually, newDemoAttendee, reloadUnderServiceWorker, signInBoundFor } from './steps.ts';

interface PresentedPoll {
  results: { totalVoters?: number; voters?: number; options?: Array<{ votes: number }> } & Record<string, unknown>;
}

/** Everyone who voted in a poll, as its presenter view counts them. */
async function votersOf(present: PresentedPoll): Promise<number> {
  const { results } = present;
  if (typeof results.totalVoters === 'number') return results.totalVoters;
  if (typeof results.voters === 'number') return results.voters;
  throw new Error(`no voter count in the presenter view: ${JSON.stringify(results).slice(0, 200)}`);
}

// Flow 6: a poll the organizer opens reaches an attendee's open page over the live stream; the
// attendee votes and asks a question with the network gone (both kept and shown as waiting), and
// once back online both reach the server exactly once.
export const pollsQuestionsLiveFlow: EngineFlow = {
  name: '6. a poll vote and a question asked offline, replayed on reconnect; live updates',
  async run({ page, serverUrl }) {
    const suffix = randomUUID().slice(0, 6);
    const attendee = await newDemoAttendee(serverUrl, page, 'Priya');
    const organizer = await signInDemo(serverUrl, 'organizer@hallway.test');
    const schedule = await organizer.query<{ sessions: Array<{ id: string; title: string }> }>('schedule.public', { eventId: demoEventId });
    const session = schedule.sessions[0];
    assert(session !== undefined, 'the demo event has no session');

    // The session's questions once online (so the phone has them), then the polls.
    const questionsPath = `/event/${demoEventId}/program/${session.id}/questions?filter=all`;
    await signInBoundFor(page, questionsPath, attendee.account);
    await page.see({ role: 'heading', name: 'Questions' });
    await page.see({ label: 'Your question' });
    await reloadUnderServiceWorker(page);
    await page.see({ label: 'Your question' });
    await page.goto(`/event/${demoEventId}/polls`);
    await page.see({ role: 'heading', name: 'Polls' });

    // Live: the organizer opens a poll; the attendee's page shows it with no reload.
    const question = `Where should the closing party be ${suffix}?`;
    const created = await organizer.mutation<{ id: string }>('polls.create', {
      eventId: demoEventId,
      question,
      kind: 'single',
      options: [`Rooftop ${suffix}`, `Atrium ${suffix}`],
      state: 'open',
      resultsVisibility: 'live',
      anonymous: false,
    });
    const poll = { role: 'article', name: question };
    await page.see(poll, { timeoutMs: 15_000 });

    // Offline: the vote is kept on the device and said to be waiting.
    await page.setOffline(true);
    await page.click({ role: 'radio', name: `Atrium ${suffix}`, within: poll });
    await page.click({ role: 'button', name: 'Vote', within: poll });
    await page.see({ text: /^Vote pending/, within: poll });

    // A question on the first session, asked offline too.
    const myQuestion = `How do you test the venue Wi-Fi before the doors open, ${suffix}?`;
    await page.goto(questionsPath);
    await page.see({ role: 'heading', name: 'Questions' }, { timeoutMs: 15_000 });
    await page.fill({ label: 'Your question' }, myQuestion);
    await page.click({ role: 'button', name: 'Send question' });
    await page.see({ text: /Waiting to be sent/ });

    // Back online: both are sent without the attendee doing anything, and the waiting notes go.
    await page.setOffline(false);
    await page.notSee({ text: /Waiting to be sent/ }, { timeoutMs: 30_000 });
    await page.see({ text: myQuestion });
    await page.goto(`/event/${demoEventId}/polls`);
    await page.see(poll);
    await page.notSee({ text: /^Vote pending/ }, { timeoutMs: 30_000 });

    // On the server, exactly once each.
    await eventually('the vote on the server', async () => {
      const present = await organizer.query<PresentedPoll>('polls.present', { eventId: demoEventId, pollId: created.id });
      return (await votersOf(present)) === 1;
    });
    const listed = await organizer.query<{ questions: Array<{ text: string }> }>('questions.list', { eventId: demoEventId, programId: session.id });
    const mine = listed.questions.filter((entry) => entry.text === myQuestion);
    assert(mine.length === 1, `the question reached the server ${mine.length} times`);
  },
};
