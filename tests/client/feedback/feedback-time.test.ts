import { describe, expect, it } from 'vitest';
import { feedbackDateTime } from '#client/features/feedback/feedback-time.ts';

// The feedback page puts this time at the end of a sentence ("…until Tue, Nov 24, 17:00."): an
// "05:00 p.m." there ended it with two periods (issue 31, item 18).
describe('the time feedback opens and closes', () => {
  const afternoon = Date.UTC(2026, 10, 24, 17, 0) / 1000;

  it('ends in no period of its own, so the sentence around it ends with one', () => {
    const text = feedbackDateTime(afternoon, 'UTC');
    expect(text).not.toMatch(/\.$/);
    expect(`You can give or change feedback until ${text}.`).not.toContain('..');
  });

  it('reads on the event’s own 24-hour clock, in its zone', () => {
    expect(feedbackDateTime(afternoon, 'UTC')).toBe('Tue, Nov 24, 17:00');
    expect(feedbackDateTime(afternoon, 'America/Toronto')).toBe('Tue, Nov 24, 12:00');
    expect(feedbackDateTime(Date.UTC(2026, 10, 24, 9, 5) / 1000, 'UTC')).toBe('Tue, Nov 24, 09:05');
  });
});
