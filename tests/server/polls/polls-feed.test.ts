import { describe, expect, it } from 'vitest';
import type { PollList } from '#shared/contracts/polls.ts';
import { accountTokenHeaderName } from '#shared/contracts/session.ts';
import { onceChangeKnown } from '../event-feeds/feed-http.ts';
import { createPoll, makePollScene, pollDraft, pollSceneForFile, vote } from './poll-scene.ts';

const file = pollSceneForFile();

async function getPollsFeed(token: string | undefined, eventId = file.scene.eventId, ifNoneMatch?: string) {
  const headers: Record<string, string> = { 'accept-encoding': 'br, gzip' };
  if (token) headers[accountTokenHeaderName] = token;
  if (ifNoneMatch) headers['if-none-match'] = ifNoneMatch;
  const response = await fetch(`${file.t.url}/api/events/${eventId}/feeds/polls`, { headers });
  const text = await response.text();
  return { status: response.status, etag: response.headers.get('etag'), body: text ? (JSON.parse(text) as PollList & { error?: { data: { code: string } } }) : null };
}

describe('the shared polls feed', () => {
  it('lists every poll of the event for its members, newest first, with a new version per change', async () => {
    const first = await createPoll(file.t, file.scene.organizer, pollDraft(file.scene.eventId, { question: 'First?' }));
    let before = await getPollsFeed(file.scene.attendee.token);
    await onceChangeKnown(async () => {
      before = await getPollsFeed(file.scene.attendee.token);
      expect(before.body?.polls.map((poll) => poll.id)).toContain(first.id);
    });
    const second = await createPoll(file.t, file.scene.speaker, pollDraft(file.scene.eventId, { question: 'Second?', programId: file.scene.sessionId }));
    await onceChangeKnown(async () => {
      const after = await getPollsFeed(file.scene.attendee.token, file.scene.eventId, before.etag!);
      expect(after.status).toBe(200);
      expect(after.body?.polls.slice(0, 2).map((poll) => poll.question)).toEqual(['Second?', 'First?']);
      expect(after.body?.polls[0]).toMatchObject({ programId: file.scene.sessionId, options: second.options });
    });
  });

  it('votes do not change it (counts are per viewer): the device gets a 304', async () => {
    const poll = await createPoll(file.t, file.scene.organizer, pollDraft(file.scene.eventId));
    let current = await getPollsFeed(file.scene.attendee.token);
    await onceChangeKnown(async () => {
      current = await getPollsFeed(file.scene.attendee.token);
      expect(current.body?.polls.map((item) => item.id)).toContain(poll.id);
    });
    await vote(file.t, file.scene.neighbour, poll, [poll.options[0]!.id]);
    expect((await getPollsFeed(file.scene.attendee.token, file.scene.eventId, current.etag!)).status).toBe(304);
  });

  it('is refused as polls.list is: outsiders FORBIDDEN, signed-out UNAUTHORIZED, feedback off FORBIDDEN', async () => {
    expect((await getPollsFeed(file.scene.outsider.token)).status).toBe(403);
    expect((await getPollsFeed(undefined)).status).toBe(401);
    const off = await makePollScene(file.t, { enableFeedback: false });
    expect((await getPollsFeed(off.attendee.token, off.eventId)).status).toBe(403);
  });
});
