import { useState } from 'react';
import { removeSavedPack } from '#client/lib/event-pack/pack-store.ts';

/** "Remove": forgets an event's saved data on this phone, then `done` (to read the list again). */
export function useRemoveSavedEvent(accountId: string | null, done: () => void) {
  const [removing, setRemoving] = useState<string | null>(null);
  const remove = (eventId: string) => {
    if (!accountId) return;
    setRemoving(eventId);
    void removeSavedPack(accountId, eventId)
      .catch((error: unknown) => console.warn('Could not remove the saved event', error))
      .finally(() => {
        setRemoving(null);
        done();
      });
  };
  return { removing, remove };
}
