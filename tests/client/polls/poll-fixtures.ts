import type { Poll } from '#shared/contracts/polls.ts';
import type { PollView } from '#client/features/polls/poll-view.ts';
import type { OutboxEntry } from '#client/offline/outbox.ts';

// One poll as the card and the edit form tests see it, shared so both describe the same poll.

/** The event's zone in these tests: far from UTC, so a time shown on the device's clock would differ. */
export const eventTimeZone = 'Asia/Tokyo';

export const poll: Poll = {
  id: '5eed0000-0000-4000-8000-00000000a001',
  eventId: '5eed0000-0000-4000-8000-000000000001',
  programId: null,
  question: 'Coffee or tea?',
  kind: 'single',
  options: [
    { id: 'coffee', label: 'Coffee' },
    { id: 'tea', label: 'Tea' },
  ],
  state: 'open',
  opensAt: null,
  closesAt: null,
  resultsVisibility: 'afterVoting',
  anonymous: false,
  createdAt: 1,
};

export const view = (overrides: Partial<PollView> = {}): PollView => ({ poll, state: 'open', results: null, myOptionIds: null, voted: false, canManage: false, queued: null, ...overrides });

/** A vote the server refused because the poll had closed. */
export const refusedVote: OutboxEntry = {
  id: 'entry-1',
  op: 'poll.vote',
  payload: { pollId: poll.id },
  idempotencyKey: 'key-00001',
  accountId: 'me',
  summary: 'Vote: Coffee or tea?',
  createdAt: 1,
  attempts: 1,
  nextAttemptAt: 0,
  lastError: { code: 'PRECONDITION_FAILED', message: 'This poll is closed: votes are no longer taken' },
  state: 'failed',
  version: 1,
};
