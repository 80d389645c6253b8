import { enqueue, newIdempotencyKey, type OutboxEntry } from '#client/offline/outbox.ts';

/** "To visit" goes to the outbox first (offline too); the payload is exhibitors.setBookmark's input. */
export async function queueBookmark(eventId: string, exhibitor: { id: string; name: string }, bookmarked: boolean, accountId: string): Promise<void> {
  const idempotencyKey = newIdempotencyKey();
  await enqueue('exhibitor.bookmark', { idempotencyKey, eventId, exhibitorId: exhibitor.id, bookmarked }, { summary: `${bookmarked ? 'To visit' : 'Not visiting'}: ${exhibitor.name}`, accountId, idempotencyKey });
}

/** A scanned code with the note and rating given at the stand; the payload is exhibitors.captureLead's input. */
export async function queueLead(eventId: string, exhibitorId: string, lead: { code: string; note: string; rating: number | null }, accountId: string): Promise<void> {
  const idempotencyKey = newIdempotencyKey();
  await enqueue('exhibitor.lead', { idempotencyKey, eventId, exhibitorId, scannedAt: Date.now(), ...lead }, { summary: 'Lead scanned at the stand', accountId, idempotencyKey });
}

/** The stand and state a queued mark is for (entries are read back from storage: checked, not trusted). */
export function readBookmark(entry: OutboxEntry): { eventId: string; exhibitorId: string; bookmarked: boolean } | null {
  const payload = entry.payload as { eventId?: unknown; exhibitorId?: unknown; bookmarked?: unknown } | null;
  if (typeof payload?.eventId !== 'string' || typeof payload.exhibitorId !== 'string' || typeof payload.bookmarked !== 'boolean') return null;
  return { eventId: payload.eventId, exhibitorId: payload.exhibitorId, bookmarked: payload.bookmarked };
}
