import { enqueue, newIdempotencyKey, type OutboxEntry } from '#client/offline/outbox.ts';
import type { BingoScanPayload } from '#client/offline/bingo-outbox-ops.ts';

// A bingo scan is stored in the one outbox first (online or not), then shown pending on the tile.

export function queueBingoScan(eventId: string, tileId: string, code: string, myAccountId: string, personName: string): Promise<OutboxEntry> {
  const idempotencyKey = newIdempotencyKey();
  const payload: BingoScanPayload = { eventId, idempotencyKey, tileId, code, scannedAt: Date.now() };
  return enqueue('bingo.fill', payload, { summary: `Bingo: ${personName}`, accountId: myAccountId, idempotencyKey });
}

/** Offer to keep the person as a connection too: the existing connection op (showing a code is consent). */
export function queueConnectionFromBingo(eventId: string, code: string, myAccountId: string, personName: string): Promise<OutboxEntry> {
  const idempotencyKey = newIdempotencyKey();
  return enqueue('connection.create', { idempotencyKey, code, scannedAt: Date.now(), eventId }, { summary: `Connect with ${personName}`, accountId: myAccountId, idempotencyKey });
}

/** The bingo payload of a queued entry, or null for anything else (entries come from IndexedDB). */
export function readBingoPayload(entry: OutboxEntry): BingoScanPayload | null {
  const payload = entry.payload as Partial<BingoScanPayload> | null;
  return entry.op === 'bingo.fill' && typeof payload?.tileId === 'string' && typeof payload.eventId === 'string' ? (payload as BingoScanPayload) : null;
}
