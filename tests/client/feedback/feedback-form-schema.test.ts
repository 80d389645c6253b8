import { describe, expect, it } from 'vitest';
import { rateInput } from '#shared/contracts/feedback.ts';
import { feedbackFormSchema } from '#client/features/feedback/feedback-form-schema.ts';

// The form's zod/mini check must accept and refuse what feedback.rate does, so nothing queued
// offline is refused later for its shape.
const base = { idempotencyKey: 'abcdefgh12', eventId: '5eed0000-0000-4000-8000-000000000001', programId: null, ratedAt: 1_700_000_000_000 };

describe('the rating form and feedback.rate agree', () => {
  it.each([
    { rating: 1, comment: '', anonymous: false },
    { rating: 5, comment: 'Great\r\n\tthanks', anonymous: true },
    { rating: 0, comment: '', anonymous: false },
    { rating: 6, comment: '', anonymous: false },
    { rating: 3.5, comment: '', anonymous: false },
    { rating: 3, comment: 'x'.repeat(2000), anonymous: false },
    { rating: 3, comment: 'x'.repeat(2001), anonymous: false },
    { rating: 3, comment: 'bell\u0007', anonymous: false },
    { rating: 3, comment: 'half \ud83d', anonymous: false },
    { rating: 3, comment: 'emoji 🎉 and \u202e bidi', anonymous: false },
  ])('same verdict for %j', (form) => {
    expect(feedbackFormSchema.safeParse(form).success).toBe(rateInput.safeParse({ ...base, ...form }).success);
  });
});
