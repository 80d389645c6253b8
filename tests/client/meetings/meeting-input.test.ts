import { describe, expect, it } from 'vitest';
import { checkMessage, checkReason, checkSlots } from '#client/components/meetings/meeting-input.ts';

describe('meeting input checks on the phone', () => {
  it('asks for one to ten different times', () => {
    expect(checkSlots([])).toEqual({ ok: false, error: 'Choose at least one time' });
    expect(checkSlots([1, 1])).toEqual({ ok: false, error: 'Each time once' });
    expect(checkSlots(Array.from({ length: 11 }, (_, index) => index + 1))).toEqual({ ok: false, error: 'Propose at most ten times' });
    expect(checkSlots([1, 2])).toEqual({ ok: true, value: [1, 2] });
  });

  it('trims a message or reason and refuses one too long', () => {
    expect(checkMessage('  hello  ')).toEqual({ ok: true, value: 'hello' });
    expect(checkMessage('x'.repeat(501))).toEqual({ ok: false, error: 'Keep the message to 500 characters' });
    expect(checkReason('x'.repeat(301))).toEqual({ ok: false, error: 'Keep the reason to 300 characters' });
  });
});
