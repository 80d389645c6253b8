import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSessionStore } from '#client/stores/session-store.ts';
import { listSavedPacks, type SavedPack } from '#client/lib/event-pack/saved-packs.ts';
import { savedEventNames } from '#client/lib/saved-event-names.ts';

export interface SavedEvent extends SavedPack {
  name: string;
}

export interface SavedOnThisPhone {
  /** null while reading. */
  events: SavedEvent[] | null;
  /** Writes waiting in the outbox (scans, votes, bookmarks…) of the signed-in account; null while reading. */
  pending: number | null;
  /** When the list was read (ms): ages count from it. */
  readAt: number;
  reload: () => void;
}

async function pendingWrites(accountId: string): Promise<number> {
  try {
    // The outbox loads on its own (as at sign-out): a page that only lists saved data need not carry it.
    const { countUnsynced } = await import('#client/offline/outbox.ts');
    return await countUnsynced(accountId);
  } catch {
    return 0;
  }
}

/** The events this account keeps on the device, named from the saved cache, and its pending writes. */
export function useSavedOnThisPhone({ withPending = false }: { withPending?: boolean } = {}): SavedOnThisPhone {
  const accountId = useSessionStore((state) => state.account?.id ?? null);
  const queryClient = useQueryClient();
  const [events, setEvents] = useState<SavedEvent[] | null>(null);
  const [readAt, setReadAt] = useState(0);
  const [pending, setPending] = useState<number | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!accountId) return;
    let live = true;
    void listSavedPacks(accountId).then((packs) => {
      const names = savedEventNames(queryClient);
      if (!live) return;
      setReadAt(Date.now());
      setEvents(packs.map((pack) => ({ ...pack, name: names.get(pack.eventId) ?? 'An event' })));
    });
    if (withPending) void pendingWrites(accountId).then((count) => live && setPending(count));
    return () => {
      live = false;
    };
  }, [accountId, queryClient, withPending, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { events: accountId ? events : [], pending, readAt, reload };
}
