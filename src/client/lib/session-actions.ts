import type { QueryClient } from '@tanstack/react-query';
import { isRetriableCode } from '#shared/errors.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { useEventStore } from '../stores/event-store.ts';
import { useNotificationsStore } from '../stores/notifications-store.ts';
import { useUiStore } from '../stores/ui-store.ts';
import { clearPersistedCache } from './persister.ts';
import { readClientError } from './client-error.ts';
import type { TrpcClient } from './trpc.ts';

// A sign-out made offline cannot revoke the token on the server (nor clear the HttpOnly
// cookie), so we remember to do it as soon as the network is back.
const pendingSignOutKey = 'hallway-pending-sign-out';

/** Spec §4: sign-out clears the session, the query cache (and its saved copy) and the stores. */
export async function signOutLocally(queryClient: QueryClient): Promise<void> {
  useSessionStore.getState().clear();
  useNotificationsStore.getState().reset();
  useEventStore.getState().clearActiveEvent();
  useUiStore.getState().reset();
  queryClient.clear();
  await clearPersistedCache();
}

export async function signOut(client: TrpcClient, queryClient: QueryClient): Promise<void> {
  try {
    await client.account.signOut.mutate();
  } catch (error) {
    if (readClientError(error).code === undefined) localStorage.setItem(pendingSignOutKey, '1');
  }
  await signOutLocally(queryClient);
}

/** Finishes a sign-out that was made offline. */
export async function flushPendingSignOut(client: TrpcClient): Promise<void> {
  if (localStorage.getItem(pendingSignOutKey) !== '1' || useSessionStore.getState().authenticated) return;
  try {
    await client.account.signOut.mutate();
    localStorage.removeItem(pendingSignOutKey);
  } catch (error) {
    if (readClientError(error).code !== undefined) localStorage.removeItem(pendingSignOutKey);
  }
}

/**
 * Spec §4/§5: authenticate only when we hold a session hint. A refusal signs out here;
 * no answer at all (offline, server down) keeps the saved account so the app still opens.
 * Returns true when the session ended.
 */
export async function verifySession(client: TrpcClient, queryClient: QueryClient): Promise<boolean> {
  if (!useSessionStore.getState().authenticated) return false;
  try {
    const result = await client.account.authenticate.query();
    if (result.success) {
      useSessionStore.getState().setAccount(result.data);
      return false;
    }
  } catch (error) {
    if (isRetriableCode(readClientError(error).code)) return false;
  }
  await signOutLocally(queryClient);
  return true;
}
