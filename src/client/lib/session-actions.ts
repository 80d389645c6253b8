import type { QueryClient } from '@tanstack/react-query';
import { isRetriableCode } from '#shared/errors.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { useEventStore } from '../stores/event-store.ts';
import { useUiStore } from '../stores/ui-store.ts';
import { clearPersistedCache } from './saved-query-cache.ts';
import { forgetDeviceData } from './forget-device-data.ts';
import { readClientError } from './client-error.ts';
import { hasPendingSignOut, setPendingSignOut } from './pending-sign-out.ts';
import type { TrpcClient } from './trpc.ts';

// Loaded when needed: by the signed-in chrome, the session check of a signed-in start, and
// when the server ends a session (router.tsx).

/**
 * Sign-out clears the session, the query cache (and its saved copy) and the stores,
 * and the offline copies of event data this account downloaded (forget-device-data.ts).
 * The notification stream stops with the signed-in chrome, which unmounts when the session ends.
 */
export async function signOutLocally(queryClient: QueryClient): Promise<void> {
  const accountId = useSessionStore.getState().account?.id;
  useSessionStore.getState().clear();
  useEventStore.getState().clearActiveEvent();
  useUiStore.getState().reset();
  queryClient.clear();
  await Promise.all([clearPersistedCache(), forgetDeviceData(accountId)]);
}

/** Signs out on the server and here; without an answer (offline, tRPC not loadable) it finishes later. */
export async function signOut(client: TrpcClient | Promise<TrpcClient>, queryClient: QueryClient): Promise<void> {
  try {
    await (await client).account.signOut.mutate();
  } catch (error) {
    if (readClientError(error).code === undefined) setPendingSignOut(true);
  }
  await signOutLocally(queryClient);
}

/** Finishes a sign-out that was made offline. */
export async function flushPendingSignOut(client: TrpcClient): Promise<void> {
  if (!hasPendingSignOut() || useSessionStore.getState().authenticated) return;
  try {
    await client.account.signOut.mutate();
    setPendingSignOut(false);
  } catch (error) {
    if (readClientError(error).code !== undefined) setPendingSignOut(false);
  }
}

/**
 * Authenticate only when we hold a session hint. A refusal signs out here;
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
