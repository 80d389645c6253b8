import type { inferRouterInputs } from '@trpc/server';
import type { AppRouter } from '#client/lib/trpc.ts';
import { enqueue, newIdempotencyKey, type OutboxEntry } from '#client/offline/outbox.ts';

// Connection writes go through the outbox (src/client/README.md, "Outbox"), online or not, so a scan or a note is
// stored on the device first and nothing depends on the venue's Wi-Fi. The payloads are the
// server's input items exactly; the idempotency key inside is the entry's own.

type Inputs = inferRouterInputs<AppRouter>;
export type ConnectionScanPayload = Inputs['connection']['create']['scans'][number];
export type ConnectionNotePayload = Inputs['connection']['setNote'];

export function queueConnectionScan(code: string, eventId: string | null, myAccountId: string): Promise<OutboxEntry> {
  const idempotencyKey = newIdempotencyKey();
  const payload: ConnectionScanPayload = { idempotencyKey, code, scannedAt: Date.now(), eventId };
  return enqueue('connection.create', payload, { summary: 'New connection', accountId: myAccountId, idempotencyKey });
}

export function queueConnectionNote(accountId: string, note: string, name: string, myAccountId: string): Promise<OutboxEntry> {
  const idempotencyKey = newIdempotencyKey();
  const payload: ConnectionNotePayload = { idempotencyKey, accountId, note: note.trim() };
  return enqueue('connection.note', payload, { summary: `Note about ${name}`, accountId: myAccountId, idempotencyKey });
}

/** The scan payload of a queued entry, or null for anything else (entries come from IndexedDB). */
export function readScanPayload(entry: OutboxEntry): ConnectionScanPayload | null {
  const payload = entry.payload as Partial<ConnectionScanPayload> | null;
  return entry.op === 'connection.create' && typeof payload?.code === 'string' ? (payload as ConnectionScanPayload) : null;
}

export function readNotePayload(entry: OutboxEntry): ConnectionNotePayload | null {
  const payload = entry.payload as Partial<ConnectionNotePayload> | null;
  return entry.op === 'connection.note' && typeof payload?.accountId === 'string' && typeof payload.note === 'string'
    ? (payload as ConnectionNotePayload)
    : null;
}
