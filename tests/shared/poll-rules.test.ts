import { describe, expect, it } from 'vitest';
import { createPollInput, votePollInput } from '#shared/contracts/polls.ts';
import { effectivePollState, mayShowResults, voteRefusal } from '#shared/rules/poll-state.ts';

describe('a poll’s state now', () => {
  it('a scheduled poll opens at its time; open and closed stay as set', () => {
    expect(effectivePollState({ state: 'scheduled', opensAt: 100 }, 99)).toBe('scheduled');
    expect(effectivePollState({ state: 'scheduled', opensAt: 100 }, 100)).toBe('open');
    expect(effectivePollState({ state: 'closed', opensAt: null }, 100)).toBe('closed');
    expect(voteRefusal('closed')).toMatch(/closed/);
    expect(voteRefusal('scheduled')).toMatch(/not open yet/);
    expect(voteRefusal('open')).toBeNull();
  });
});

describe('who sees results', () => {
  const viewer = { state: 'open' as const, voted: false, canManage: false };
  it('live: everyone; after voting: voters; after close: nobody until closed; those who run it always', () => {
    expect(mayShowResults({ resultsVisibility: 'live' }, viewer)).toBe(true);
    expect(mayShowResults({ resultsVisibility: 'afterVoting' }, viewer)).toBe(false);
    expect(mayShowResults({ resultsVisibility: 'afterVoting' }, { ...viewer, voted: true })).toBe(true);
    expect(mayShowResults({ resultsVisibility: 'afterClose' }, { ...viewer, voted: true })).toBe(false);
    expect(mayShowResults({ resultsVisibility: 'afterClose' }, { ...viewer, state: 'closed' })).toBe(true);
    expect(mayShowResults({ resultsVisibility: 'afterClose' }, { ...viewer, canManage: true })).toBe(true);
  });
});

describe('poll inputs', () => {
  const eventId = '5eed0000-0000-4000-8000-000000000001';
  const base = { eventId, question: 'Q?', kind: 'single', state: 'open', resultsVisibility: 'live', anonymous: false } as const;
  it('take 2 to 10 different options and need a time for a scheduled poll', () => {
    expect(createPollInput.safeParse({ ...base, options: ['A'] }).success).toBe(false);
    expect(createPollInput.safeParse({ ...base, options: Array.from({ length: 11 }, (_, i) => `O${i}`) }).success).toBe(false);
    expect(createPollInput.safeParse({ ...base, options: ['Same', 'same'] }).success).toBe(false);
    expect(createPollInput.safeParse({ ...base, options: ['A', 'B'] }).success).toBe(true);
    expect(createPollInput.safeParse({ ...base, options: ['A', 'B'], state: 'scheduled' }).success).toBe(false);
  });
  it('a vote names each option once and carries a ballot secret', () => {
    const vote = { idempotencyKey: 'key-00001', eventId, pollId: eventId, ballotSecret: 'a-secret-of-the-device-0123', votedAt: 1 };
    expect(votePollInput.safeParse({ ...vote, optionIds: [eventId] }).success).toBe(true);
    expect(votePollInput.safeParse({ ...vote, optionIds: [eventId, eventId] }).success).toBe(false);
    expect(votePollInput.safeParse({ ...vote, optionIds: [] }).success).toBe(false);
    expect(votePollInput.safeParse({ ...vote, optionIds: [eventId], ballotSecret: 'short' }).success).toBe(false);
  });
});

describe('a close time', () => {
  it('closes an open or scheduled poll from that second on, whatever the state written', () => {
    const state = effectivePollState;
    expect(state({ state: 'open', opensAt: null, closesAt: 100 }, 99)).toBe('open');
    expect(state({ state: 'open', opensAt: null, closesAt: 100 }, 100)).toBe('closed');
    expect(state({ state: 'scheduled', opensAt: 50, closesAt: 100 }, 60)).toBe('open');
    expect(state({ state: 'scheduled', opensAt: 50, closesAt: 100 }, 101)).toBe('closed');
    expect(state({ state: 'open', opensAt: null, closesAt: null }, 1e10)).toBe('open');
  });
});
