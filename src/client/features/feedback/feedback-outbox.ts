import type { QueryClient } from '@tanstack/react-query';
import type { FeedbackForm, MyEventFeedback, RateInput } from '#shared/contracts/feedback.ts';
import type { Trpc } from '#client/lib/trpc.ts';
import { enqueue, newIdempotencyKey, type OutboxEntry } from '#client/offline/outbox.ts';

// A rating is stored in the outbox first (src/client/README.md, "Outbox"), online or not, then
// shown at once in my feedback; the payload is feedback.rate's input exactly.

export async function queueRating(
  { queryClient, trpc }: { queryClient: QueryClient; trpc: Trpc },
  target: { eventId: string; programId: string | null; title: string },
  form: FeedbackForm,
  accountId: string,
): Promise<OutboxEntry> {
  const idempotencyKey = newIdempotencyKey();
  const payload: RateInput = { idempotencyKey, eventId: target.eventId, programId: target.programId, ...form, comment: form.comment.trim(), ratedAt: Date.now() };
  const entry = await enqueue('feedback.rate', payload, { summary: `Rating: ${target.title}`, accountId, idempotencyKey });
  const mine = { rating: form.rating, comment: payload.comment, anonymous: form.anonymous, updatedAt: Date.now() };
  queryClient.setQueryData(trpc.feedback.mine.queryKey({ eventId: target.eventId }), (saved: MyEventFeedback | undefined) => {
    if (!saved) return saved;
    return target.programId === null ? { ...saved, event: mine } : { ...saved, sessions: { ...saved.sessions, [target.programId]: mine } };
  });
  return entry;
}

/** The rating payload of a queued entry, or null for anything else (entries come from IndexedDB). */
export function readRatingPayload(entry: OutboxEntry): RateInput | null {
  const payload = entry.payload as Partial<RateInput> | null;
  return entry.op === 'feedback.rate' && typeof payload?.eventId === 'string' && typeof payload.rating === 'number' ? (payload as RateInput) : null;
}
