import { describe, expect, it } from 'vitest';
import { explainMatch, matchReasons, matchScore } from '#shared/rules/match-reasons.ts';

const none = { interests: [], lookingFor: [], offers: [] };

describe('match reasons', () => {
  it('matches intents in both directions', () => {
    const me = { interests: ['Rust', 'music'], lookingFor: ['mentoring'], offers: ['hiring'] };
    const them = { interests: ['rust'], lookingFor: ['hiring'], offers: ['mentoring', 'investment'] };
    const mine = matchReasons(me, them);
    expect(mine).toEqual({ sharedInterests: ['rust'], theyOffer: ['mentoring'], iOffer: ['hiring'] });
    const theirs = matchReasons(them, me);
    expect(theirs).toEqual({ sharedInterests: ['rust'], theyOffer: ['hiring'], iOffer: ['mentoring'] });
    expect(matchScore(mine)).toBe(matchScore(theirs));
  });

  it('explains in words', () => {
    const reasons = { sharedInterests: ['rust'], theyOffer: ['mentoring'], iOffer: [] };
    expect(explainMatch(reasons)).toBe('You both follow rust; they offer mentoring, which you are looking for');
    expect(explainMatch({ sharedInterests: ['a', 'b', 'c'], theyOffer: [], iOffer: ['jobs'] })).toBe(
      'You both follow a, b and c; you offer jobs, which they are looking for',
    );
    expect(explainMatch({ sharedInterests: [], theyOffer: ['advice'], iOffer: [] })).toBe('They offer advice, which you are looking for');
  });

  it('gives nothing for people with nothing in common', () => {
    const reasons = matchReasons({ interests: ['go'], lookingFor: ['jobs'], offers: [] }, none);
    expect(matchScore(reasons)).toBe(0);
    expect(explainMatch(reasons)).toBe('');
  });

  it('weighs a met intent above a shared interest', () => {
    const interestOnly = matchScore({ sharedInterests: ['a', 'b'], theyOffer: [], iOffer: [] });
    const intentOnly = matchScore({ sharedInterests: [], theyOffer: ['x'], iOffer: [] });
    expect(intentOnly).toBeGreaterThan(interestOnly);
  });
});
