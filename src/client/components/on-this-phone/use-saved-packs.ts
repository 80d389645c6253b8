import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSessionStore } from '#client/stores/session-store.ts';
import { listSavedPacks, type SavedPack } from '#client/lib/event-pack/pack-storage.ts';
import { savedEventNames } from '#client/lib/saved-event-names.ts';
import type { UnsyncedCounts } from '#client/offline/outbox-events.ts';

interface SavedEvent extends SavedPack {
  name: string;
  /** Writes of this event waiting in the outbox; null while reading (or when not asked). */
  pending: number | null;
}

export interface SavedOnThisPhone {
  /** null while reading. */
  events: SavedEvent[] | null;
  /** Writes waiting in the outbox (scans, votes, bookmarks…) of the signed-in account, all events; null while reading. */
  pending: number | null;
  /** When the list was read (ms): ages count from it. */
  readAt: number;
  reload: () => void;
}

async function pendingWrites(accountId: string): Promise<UnsyncedCounts | null> {
  try {
    // The outbox loads on its own (as at sign-out): a page that only lists saved data need not carry it.
    const { countUnsyncedByEvent } = await import('#client/offline/outbox.ts');
    return await countUnsyncedByEvent(accountId);
  } catch {
    return null;
  }
}

interface Options {
  /** Also count the writes waiting in the outbox. */
  withPending?: boolean;
  /** Only this event (the event's own "Make available offline" panel). */
  eventId?: string;
}

/** The events this account keeps on the device, named from the saved cache, and their pending writes. */
export function useSavedOnThisPhone({ withPending = false, eventId }: Options = {}): SavedOnThisPhone {
  const accountId = useSessionStore((state) => state.account?.id ?? null);
  const queryClient = useQueryClient();
  const [packs, setPacks] = useState<SavedPack[] | null>(null);
  const [readAt, setReadAt] = useState(0);
  const [counts, setCounts] = useState<UnsyncedCounts | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!accountId) return;
    let live = true;
    void listSavedPacks(accountId, eventId).then((saved) => {
      if (!live) return;
      setReadAt(Date.now());
      setPacks(saved);
    });
    if (withPending) void pendingWrites(accountId).then((read) => live && setCounts(read));
    return () => {
      live = false;
    };
  }, [accountId, withPending, eventId, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  const events = useMemo(() => {
    if (!packs) return null;
    const names = savedEventNames(queryClient);
    return packs.map((pack) => ({ ...pack, name: names.get(pack.eventId) ?? 'An event', pending: counts ? (counts.byEvent.get(pack.eventId) ?? 0) : null }));
  }, [packs, counts, queryClient]);
  if (!accountId) return { events: [], pending: null, readAt, reload };
  return { events, pending: counts?.total ?? null, readAt, reload };
}
