import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConnectionScanResult } from '#shared/contracts/connections.ts';
import { OutboxFullError, subscribeOutboxResults } from '#client/offline/outbox.ts';
import { useEventStore } from '#client/stores/event-store.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { queueConnectionScan } from '../connection-outbox.ts';
import { checkScannedText } from '../scan-check.ts';
import { outcomeFromResult, problemFor, type ScanOutcome } from '../scan-outcome.ts';
import { useCodeKey } from './use-code-key.ts';

/**
 * /me/scan's logic: check a decoded text on the device, queue a valid one in the outbox (with the
 * active event, where we met), then follow the server's answer for exactly that scan.
 */
export function useScanFlow() {
  const keyState = useCodeKey();
  const key = keyState.status === 'ready' ? keyState.key : null;
  const myAccountId = useSessionStore((s) => s.account?.id);
  const eventId = useEventStore((s) => s.activeEvent?.id ?? null);
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const busy = useRef(false);

  useEffect(
    () =>
      subscribeOutboxResults('connection.create', (results) => {
        setOutcome((current) => {
          if (current?.kind !== 'saved') return current;
          const detail = results.find((result) => result.idempotencyKey === current.idempotencyKey)?.detail as ConnectionScanResult | undefined;
          return detail ? outcomeFromResult(detail) : current;
        });
      }),
    [],
  );

  const handleDecode = useCallback(
    async (text: string) => {
      if (busy.current || !myAccountId) return;
      busy.current = true;
      setOutcome({ kind: 'checking' });
      try {
        const check = await checkScannedText(text, key, myAccountId);
        if (check.kind === 'own-code') return setOutcome(problemFor('self'));
        if (check.kind !== 'valid') return setOutcome(problemFor(check.kind));
        const entry = await queueConnectionScan(text.trim(), eventId, myAccountId);
        setOutcome({ kind: 'saved', idempotencyKey: entry.idempotencyKey });
      } catch (error) {
        const detail = error instanceof OutboxFullError ? error.message : 'Something went wrong on this device. Try again.';
        setOutcome({ kind: 'problem', title: 'Not saved', detail });
      } finally {
        busy.current = false;
      }
    },
    [key, myAccountId, eventId],
  );

  return { outcome, handleDecode, reset: () => setOutcome(null), keyState };
}
