import { useMemo } from 'react';
import { parsePersonalCode } from '#shared/rules/personal-code.ts';
import { useOutbox } from '#client/offline/use-outbox.ts';
import { readNotePayload, readScanPayload } from '../connection-outbox.ts';

export interface QueuedScan {
  entryId: string;
  /** From the code itself, so a note can be written before the server knows the connection. */
  accountId: string | null;
  scannedAt: number;
}

/**
 * Connection writes still in the outbox: scans the server has not confirmed (shown at the top of
 * /me/connections) and the latest queued note per person (shown instead of the saved one).
 * Refused ones are "failed" and shown by the outbox status with Retry and Discard.
 */
export function useQueuedConnectionWrites() {
  const { entries } = useOutbox({ ops: ['connection.create', 'connection.note'] });
  return useMemo(() => {
    const scans: QueuedScan[] = [];
    const notes = new Map<string, string>();
    for (const entry of entries) {
      if (entry.state !== 'pending') continue;
      const scan = readScanPayload(entry);
      if (scan) {
        const parsed = parsePersonalCode(scan.code);
        scans.push({ entryId: entry.id, accountId: parsed.kind === 'code' ? parsed.claim.accountId : null, scannedAt: scan.scannedAt });
      }
      // Entries come oldest first, so a later note for the same person wins.
      const note = readNotePayload(entry);
      if (note) notes.set(note.accountId, note.note);
    }
    scans.sort((a, b) => b.scannedAt - a.scannedAt);
    return { scans, notes };
  }, [entries]);
}
