import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveMessage } from '#shared/contracts/live.ts';
import { notificationStreamEvents } from '#shared/contracts/notification.ts';
import type { PollLive } from '#shared/contracts/polls.ts';
import type { TestAccount } from '../helpers/accounts.ts';
import { openEventStream, type EventStream } from '../helpers/event-stream.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { createPoll, makePollScene, pollDraft, vote, type PollScene } from './poll-scene.ts';

let t: TestServer;
let scene: PollScene;
const streams: EventStream[] = [];
beforeAll(async () => {
  t = await startTestServer();
  scene = await makePollScene(t);
});
afterAll(async () => {
  streams.forEach((stream) => stream.close());
  await t.stop();
});

async function open(who: TestAccount): Promise<EventStream> {
  const stream = await openEventStream(`${t.url}/api/notifications/stream`, who.token);
  streams.push(stream);
  await stream.next(notificationStreamEvents.list);
  return stream;
}

/** The next live message about this poll (earlier ones, e.g. of its creation, are skipped). */
async function nextAbout(stream: EventStream, pollId: string, where: (data: PollLive) => boolean = () => true): Promise<PollLive> {
  for (;;) {
    const message = (await stream.next(notificationStreamEvents.live, 5_000)).data as LiveMessage;
    if (message.topic === 'polls' && message.key === pollId && where(message.data as PollLive)) return message.data as PollLive;
  }
}

describe('live poll results', () => {
  it('a vote reaches every member’s open stream with the new counts (results shown live)', async () => {
    const watcher = await open(scene.attendee);
    const poll = await createPoll(t, scene.organizer, pollDraft(scene.eventId));
    await vote(t, scene.neighbour, poll, [poll.options[1]!.id]);
    const live = await nextAbout(watcher, poll.id, (data) => data.results?.voters === 1);
    expect(live).toEqual({ pollId: poll.id, state: 'open', results: { voters: 1, votes: { [poll.options[0]!.id]: 0, [poll.options[1]!.id]: 1, [poll.options[2]!.id]: 0 } }, revisedAt: expect.any(Number) });
  });

  it('"after voting": those who have not voted get the state without counts; voters and the speaker get counts', async () => {
    const [bystander, voter, speaker] = await Promise.all([open(scene.attendee), open(scene.neighbour), open(scene.speaker)]);
    const poll = await createPoll(t, scene.speaker, pollDraft(scene.eventId, { programId: scene.sessionId, resultsVisibility: 'afterVoting' }));
    await vote(t, scene.neighbour, poll, [poll.options[0]!.id]);
    expect((await nextAbout(voter, poll.id, (data) => data.results !== null)).results?.voters).toBe(1);
    expect((await nextAbout(speaker, poll.id, (data) => data.results?.voters === 1)).results?.voters).toBe(1);
    // The bystander's messages about this poll never carry counts.
    const seen: PollLive[] = [await nextAbout(bystander, poll.id)];
    await t.api.mutate('polls.setState', { eventId: scene.eventId, pollId: poll.id, state: 'closed' }, { token: scene.speaker.token });
    seen.push(await nextAbout(bystander, poll.id, (data) => data.state === 'closed'));
    expect(seen.slice(0, -1).every((data) => data.results === null)).toBe(true);
    // Closed: results are for everyone.
    expect(seen.at(-1)?.results?.voters).toBe(1);
  });

  it('an edit reaches open screens with a new revision, so they read the definitions again', async () => {
    const watcher = await open(scene.attendee);
    const poll = await createPoll(t, scene.organizer, pollDraft(scene.eventId));
    const first = await nextAbout(watcher, poll.id);
    const edited = await t.api.mutate('polls.update', { eventId: scene.eventId, pollId: poll.id, question: 'Which talk after lunch?' }, { token: scene.organizer.token });
    expect(edited.error).toBeUndefined();
    const after = await nextAbout(watcher, poll.id, (data) => data.revisedAt !== first.revisedAt);
    expect(after.revisedAt).toEqual(expect.any(Number));
    expect(after.revisedAt).not.toBe(first.revisedAt);
  });
});
