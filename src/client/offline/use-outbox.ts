import { useMemo, useSyncExternalStore } from 'react';
import { useOnlineStatus } from '#client/lib/use-online-status.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import type { OutboxEntry, OutboxOpName, SyncReport } from './outbox-entry.ts';
import type { OutboxSnapshot } from './create-outbox.ts';
import { discardEntry, getOutbox, requestDrain, retryEntry } from './outbox.ts';

export interface OutboxView {
  /** The signed-in account's entries (of the chosen ops), oldest first. */
  entries: OutboxEntry[];
  pending: number;
  failed: OutboxEntry[];
  syncing: boolean;
  blockedBy: 'offline' | 'signed-out' | null;
  /** The last sync that touched these ops, narrowed to them. */
  lastReport: SyncReport | null;
  /** Records that could not be read back and were set aside (all ops). */
  setAside: number;
  /** Writes wait, online, because the app could not load what sends them: a reload will. */
  needsReload: boolean;
  syncNow(): void;
  retry(id: string): void;
  discard(id: string): void;
}

const subscribe = (listener: () => void) => getOutbox().subscribe(listener);
const getSnapshot = () => getOutbox().getSnapshot();
/**
 * What a page drawn on the server shows (src/client/server-render/), and React's first render when
 * it takes over such HTML: nothing waiting. There the outbox is not started: it would read a store
 * that is not there and try to send from a server thread.
 */
const drawnElsewhere: OutboxSnapshot = { entries: [], reports: [], setAside: 0, syncing: false, paused: false, opsUnavailable: false };
const getServerSnapshot = () => drawnElsewhere;
const report = (error: unknown) => console.error('Outbox: the change failed', error);
const actions = {
  syncNow: requestDrain,
  retry: (id: string) => void retryEntry(id).catch(report),
  discard: (id: string) => void discardEntry(id).catch(report),
};

/** The outbox as a page shows it; `filter.ops` narrows it to one feature's writes. */
export function useOutbox(filter?: { ops?: OutboxOpName[] }): OutboxView {
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const accountId = useSessionStore((state) => (state.authenticated ? (state.account?.id ?? null) : null));
  const online = useOnlineStatus();
  const opsKey = filter?.ops?.join(',') ?? '';
  return useMemo(() => {
    const ops = opsKey ? new Set(opsKey.split(',')) : null;
    const inScope = (op: OutboxOpName) => ops === null || ops.has(op);
    const entries = snapshot.entries.filter((entry) => entry.accountId === accountId && inScope(entry.op));
    const failed = entries.filter((entry) => entry.state === 'failed');
    let lastReport: SyncReport | null = null;
    for (const stored of snapshot.reports) {
      if (stored.accountId !== undefined && stored.accountId !== accountId) continue;
      const items = stored.items.filter((item) => inScope(item.op));
      if (items.length === 0) continue;
      // Totals count every op; they only hold when the view is not narrowed.
      lastReport = ops === null ? stored : { at: stored.at, items };
      break;
    }
    const blockedBy = !online ? 'offline' : accountId === null || snapshot.paused ? 'signed-out' : null;
    return {
      entries,
      pending: entries.length - failed.length,
      failed,
      syncing: snapshot.syncing,
      blockedBy,
      lastReport,
      setAside: snapshot.setAside,
      needsReload: snapshot.opsUnavailable && online && entries.length > failed.length,
      ...actions,
    };
  }, [snapshot, accountId, online, opsKey]);
}
