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

/** A lead's note and rating changed from the leads list; the payload is exhibitors.updateLead's input. */
export async function queueLeadEdit(eventId: string, exhibitorId: string, edit: { leadId: string; note: string; rating: number | null }, accountId: string): Promise<void> {
  const idempotencyKey = newIdempotencyKey();
  await enqueue('exhibitor.leadEdit', { idempotencyKey, eventId, exhibitorId, ...edit }, { summary: 'Lead note and rating', accountId, idempotencyKey });
}

interface QueuedLeadEdit {
  exhibitorId: string;
  leadId: string;
  note: string;
  rating: number | null;
}

/** The lead and values a queued edit is for (read back from storage: checked, not trusted). */
function readLeadEdit(entry: OutboxEntry): QueuedLeadEdit | null {
  if (entry.op !== 'exhibitor.leadEdit') return null;
  const payload = entry.payload as { exhibitorId?: unknown; leadId?: unknown; note?: unknown; rating?: unknown } | null;
  if (typeof payload?.exhibitorId !== 'string' || typeof payload.leadId !== 'string' || typeof payload.note !== 'string') return null;
  const rating = typeof payload.rating === 'number' && Number.isInteger(payload.rating) && payload.rating >= 1 && payload.rating <= 5 ? payload.rating : null;
  return { exhibitorId: payload.exhibitorId, leadId: payload.leadId, note: payload.note, rating };
}

/** Leads with the edits still waiting laid over them (the newest edit of a lead wins; a refused one is left out). */
export function overlayLeadEdits<T extends { id: string; note: string; rating: number | null }>(leads: readonly T[], entries: readonly OutboxEntry[], exhibitorId: string): Array<T & { editPending: boolean }> {
  const edits = new Map<string, QueuedLeadEdit>();
  for (const entry of entries) {
    const edit = entry.state === 'pending' ? readLeadEdit(entry) : null;
    if (edit && edit.exhibitorId === exhibitorId) edits.set(edit.leadId, edit);
  }
  return leads.map((lead) => {
    const edit = edits.get(lead.id);
    return edit ? { ...lead, note: edit.note, rating: edit.rating, editPending: true } : { ...lead, editPending: false };
  });
}

/** The stand and state a queued mark is for (entries are read back from storage: checked, not trusted). */
export function readBookmark(entry: OutboxEntry): { eventId: string; exhibitorId: string; bookmarked: boolean } | null {
  const payload = entry.payload as { eventId?: unknown; exhibitorId?: unknown; bookmarked?: unknown } | null;
  if (typeof payload?.eventId !== 'string' || typeof payload.exhibitorId !== 'string' || typeof payload.bookmarked !== 'boolean') return null;
  return { eventId: payload.eventId, exhibitorId: payload.exhibitorId, bookmarked: payload.bookmarked };
}

/** A lead scanned at the stand that the server has not taken yet: waiting, or refused with its reason. */
export interface QueuedLead {
  entryId: string;
  code: string;
  note: string;
  rating: number | null;
  scannedAt: number;
  state: 'pending' | 'failed';
  error: { code: string; message: string } | null;
}

/** The stand's leads still in the outbox, newest first (read back from storage: checked, not trusted). */
export function readQueuedLeads(entries: readonly OutboxEntry[], exhibitorId: string): QueuedLead[] {
  const queued: QueuedLead[] = [];
  for (const entry of entries) {
    if (entry.op !== 'exhibitor.lead') continue;
    const payload = entry.payload as { exhibitorId?: unknown; code?: unknown; note?: unknown; rating?: unknown; scannedAt?: unknown } | null;
    if (payload?.exhibitorId !== exhibitorId || typeof payload.code !== 'string') continue;
    const rating = typeof payload.rating === 'number' && Number.isInteger(payload.rating) && payload.rating >= 1 && payload.rating <= 5 ? payload.rating : null;
    queued.push({
      entryId: entry.id,
      code: payload.code,
      note: typeof payload.note === 'string' ? payload.note : '',
      rating,
      scannedAt: typeof payload.scannedAt === 'number' ? payload.scannedAt : entry.createdAt,
      state: entry.state,
      error: entry.state === 'failed' ? (entry.lastError ?? { code: 'UNKNOWN', message: 'Refused by the server' }) : null,
    });
  }
  return queued.sort((a, b) => b.scannedAt - a.scannedAt);
}
