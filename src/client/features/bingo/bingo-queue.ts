import { discardEntry, enqueue, getOutbox, newIdempotencyKey, type OutboxEntry } from '#client/offline/outbox.ts';
import type { BingoScanPayload } from './bingo-outbox-ops.ts';

// A bingo scan is stored in the one outbox first (online or not), then shown pending on the tile.
// A scan the server refused stays in the outbox as a failed entry (the tile shows the reason,
// after a reload too) until the player dismisses it or scans that tile again.

export async function queueBingoScan(eventId: string, tileId: string, code: string, myAccountId: string, personName: string): Promise<OutboxEntry> {
  const idempotencyKey = newIdempotencyKey();
  const payload: BingoScanPayload = { eventId, idempotencyKey, tileId, code, scannedAt: Date.now() };
  const entry = await enqueue('bingo.fill', payload, { summary: `Bingo: ${personName}`, accountId: myAccountId, idempotencyKey });
  // Only once the new scan is stored: the earlier refusal of this tile gives way to it.
  await dismissBingoRefusals(refusedEntryIds(getOutbox().getSnapshot().entries, eventId, tileId, myAccountId));
  return entry;
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

/** The refused (failed) scans of one tile of one player's card. */
function refusedEntryIds(entries: readonly OutboxEntry[], eventId: string, tileId: string, accountId: string): string[] {
  return entries.flatMap((entry) => {
    const payload = readBingoPayload(entry);
    return entry.state === 'failed' && entry.accountId === accountId && payload?.eventId === eventId && payload.tileId === tileId ? [entry.id] : [];
  });
}

/** The player has read the refusal: the failed entries go, the tile is empty again. */
export async function dismissBingoRefusals(entryIds: readonly string[]): Promise<void> {
  for (const id of entryIds) await discardEntry(id);
}
