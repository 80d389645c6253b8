import { describe, expect, it } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import { errorText, featureOffText, isFeatureOff } from '#client/lib/error-text.ts';

const refusal = (data: Record<string, unknown>, message = 'You may not do this in this event') =>
  TRPCClientError.from({ error: { message, code: -32003, data: { code: 'FORBIDDEN', ...data } } });

describe('what people are told when the server refuses', () => {
  it('says a switched-off feature is not offered, whatever words the caller has for FORBIDDEN', () => {
    const off = refusal({ reason: 'FEATURE_OFF' }, 'This feature is turned off for this event');
    expect(isFeatureOff(off)).toBe(true);
    expect(errorText(off, { FORBIDDEN: 'Only organizers can do this.' })).toBe(featureOffText);
  });

  it('keeps a refusal of the account as the account’s, and ignores reasons it does not know', () => {
    expect(errorText(refusal({ reason: null }), { FORBIDDEN: 'Only organizers can do this.' })).toBe('Only organizers can do this.');
    expect(isFeatureOff(refusal({ reason: 'SOMETHING_NEW' }))).toBe(false);
    expect(errorText(refusal({}))).toBe('You may not do this in this event');
  });
});

describe('what people read of a refused input', () => {
  it('never shows a schema path, even from a server that still sends one ("post.title: …")', () => {
    const refused = TRPCClientError.from({
      error: { message: 'post.title: Give the update a title', code: -32600, data: { code: 'BAD_REQUEST', fieldPaths: { 'post.title': ['Give the update a title'] } } },
    });
    expect(errorText(refused)).toBe('Give the update a title');
    const plain = TRPCClientError.from({ error: { message: 'Time: 10:00 is taken', code: -32600, data: { code: 'BAD_REQUEST', fieldPaths: {} } } });
    expect(errorText(plain)).toBe('Time: 10:00 is taken');
  });
});
