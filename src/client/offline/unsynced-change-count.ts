import { useSessionStore } from '#client/stores/session-store.ts';

/**
 * How many of the signed-in account's offline changes (check-ins, connections…) have not reached
 * the server, so sign-out can warn first. They are kept, and sent when that account signs in again.
 * 0 when it cannot be told (the outbox did not load, storage is blocked). The outbox itself loads
 * only now: the account menu that asks is on every signed-in page.
 */
export async function unsyncedChangeCount(): Promise<number> {
  const accountId = useSessionStore.getState().account?.id;
  if (!accountId) return 0;
  try {
    const { countUnsynced } = await import('./outbox.ts');
    return await countUnsynced(accountId);
  } catch {
    return 0;
  }
}
