import { describe, expect, it } from 'vitest';
import type { Poll, PollStanding } from '#shared/contracts/polls.ts';
import type { OutboxEntry } from '#client/offline/outbox.ts';
import { pollViews, share } from '#client/features/polls/poll-view.ts';

const eventId = '5eed0000-0000-4000-8000-000000000001';
const poll = (id: string, overrides: Partial<Poll> = {}): Poll => ({
  id,
  eventId,
  programId: null,
  question: `Question ${id}?`,
  kind: 'single',
  options: [
    { id: `${id}-a`, label: 'A' },
    { id: `${id}-b`, label: 'B' },
  ],
  state: 'open',
  opensAt: null,
  closesAt: null,
  resultsVisibility: 'live',
  anonymous: false,
  createdAt: 1,
  ...overrides,
});
const standing = (pollId: string, overrides: Partial<PollStanding> = {}): PollStanding => ({
  pollId,
  state: 'open',
  voted: false,
  myOptionIds: null,
  results: null,
  canManage: false,
  ...overrides,
});
const entry = (pollId: string, state: OutboxEntry['state']): OutboxEntry => ({
  id: `entry-${pollId}`,
  op: 'poll.vote',
  payload: { pollId },
  idempotencyKey: `key-${pollId}`,
  accountId: 'me',
  summary: 'Vote',
  createdAt: 1,
  attempts: 0,
  nextAttemptAt: 0,
  lastError: state === 'failed' ? { code: 'PRECONDITION_FAILED', message: 'This poll is closed: votes are no longer taken' } : null,
  state,
  version: 1,
});

describe('polls as a screen shows them', () => {
  it('puts open polls first, then scheduled, then closed, and trusts the server’s state over the device clock', () => {
    const views = pollViews(
      [poll('closed', { state: 'closed' }), poll('later', { state: 'scheduled', opensAt: 2_000 }), poll('now'), poll('opened', { state: 'scheduled', opensAt: 500 })],
      [standing('now'), standing('closed', { state: 'closed' }), standing('later', { state: 'scheduled', canManage: true })],
      {},
      [],
      1_000,
    );
    expect(views.map((view) => [view.poll.id, view.state])).toEqual([
      ['now', 'open'],
      ['opened', 'open'],
      ['later', 'scheduled'],
      ['closed', 'closed'],
    ]);
  });

  it('lists a scheduled poll before it opens only to those who run it, and to everyone once its time comes', () => {
    const polls = [poll('later', { state: 'scheduled', opensAt: 2_000 }), poll('now')];
    const attendee = pollViews(polls, [standing('now'), standing('later', { state: 'scheduled' })], {}, [], 1_000);
    expect(attendee.map((view) => view.poll.id)).toEqual(['now']);
    const organizer = pollViews(polls, [standing('now', { canManage: true }), standing('later', { state: 'scheduled', canManage: true })], {}, [], 1_000);
    expect(organizer.map((view) => [view.poll.id, view.state])).toEqual([
      ['now', 'open'],
      ['later', 'scheduled'],
    ]);
    // The standing read at 1,000 still says scheduled; at 2,000 the device's clock opens it.
    const opened = pollViews(polls, [standing('now'), standing('later', { state: 'scheduled' })], {}, [], 2_000);
    expect(opened.map((view) => [view.poll.id, view.state])).toEqual([
      ['later', 'open'],
      ['now', 'open'],
    ]);
  });

  it('shows a queued vote (pending or refused) and, while it waits, the choice this device made over the server’s older record; a refused one never counted, so the choice is the one before it', () => {
    const [pending, refused] = pollViews(
      [poll('p1'), poll('p2', { anonymous: true })],
      [standing('p1', { voted: true, myOptionIds: ['p1-a'] }), standing('p2')],
      { p1: { secret: 's', optionIds: ['p1-b'] }, p2: { secret: 's', optionIds: ['p2-a'] } },
      [entry('p1', 'pending'), entry('p2', 'failed')],
      0,
    );
    expect(pending).toMatchObject({ voted: true, myOptionIds: ['p1-b'], queued: { state: 'pending' } });
    expect(refused).toMatchObject({ voted: false, myOptionIds: null, queued: { state: 'failed' } });
  });

  it('an anonymous vote cast on this device is known only from the device', () => {
    const [view] = pollViews([poll('p3', { anonymous: true })], [standing('p3', { voted: true })], { p3: { secret: 's', optionIds: ['p3-b'] } }, [], 0);
    expect(view).toMatchObject({ voted: true, myOptionIds: ['p3-b'], queued: null });
  });

  it('shares are whole percentages of the votes cast, 0 without votes', () => {
    expect(share({ voters: 3, votes: { a: 2, b: 1 } }, 'a')).toBe(67);
    expect(share({ voters: 0, votes: { a: 0 } }, 'a')).toBe(0);
  });
});
