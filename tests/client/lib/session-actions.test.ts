// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { get, set } from 'idb-keyval';
import { signOut, verifySession } from '#client/lib/session-actions.ts';
import { persistedCacheKey } from '#client/lib/saved-query-cache.ts';
import { savedSessionKey } from '#client/stores/saved-session.ts';
import { hasPendingSignOut } from '#client/lib/pending-sign-out.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { useEventStore } from '#client/stores/event-store.ts';
import type { TrpcClient } from '#client/lib/trpc.ts';
import { makeAccount, makeEvent } from '../helpers/factories.ts';

function fakeClient(authenticate: () => Promise<unknown>, signOutCall: () => Promise<unknown> = async () => ({ ok: true })) {
  return { account: { authenticate: { query: authenticate }, signOut: { mutate: signOutCall } } } as unknown as TrpcClient;
}
const trpcError = (code: string) => Object.assign(new Error(code), { data: { code } });
const networkError = () => new TypeError('Failed to fetch');

describe('session', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    queryClient = new QueryClient();
    useSessionStore.getState().setAccount(makeAccount());
  });
  afterEach(() => {
    useSessionStore.getState().clear();
    localStorage.clear();
  });

  it('saves a non-secret session hint with the account', () => {
    expect(JSON.parse(localStorage.getItem(savedSessionKey) ?? '{}')).toMatchObject({ signedIn: true, account: { firstName: 'Dana' } });
  });

  it('stays signed in and stores the fresh account when authenticate succeeds', async () => {
    const client = fakeClient(async () => ({ success: true, data: makeAccount({ firstName: 'Dee' }) }));
    expect(await verifySession(client, queryClient)).toBe(false);
    expect(useSessionStore.getState()).toMatchObject({ authenticated: true, verified: true, account: { firstName: 'Dee' } });
  });

  it('signs out when authenticate answers success false', async () => {
    const client = fakeClient(async () => ({ success: false, error: { message: 'expired' } }));
    expect(await verifySession(client, queryClient)).toBe(true);
    expect(useSessionStore.getState()).toMatchObject({ authenticated: false, account: null });
    expect(localStorage.getItem(savedSessionKey)).toBeNull();
  });

  it('signs out when the server refuses with UNAUTHORIZED', async () => {
    expect(await verifySession(fakeClient(async () => Promise.reject(trpcError('UNAUTHORIZED'))), queryClient)).toBe(true);
    expect(useSessionStore.getState().authenticated).toBe(false);
  });

  it('keeps the saved account when offline, so the app still opens', async () => {
    expect(await verifySession(fakeClient(async () => Promise.reject(networkError())), queryClient)).toBe(false);
    expect(useSessionStore.getState()).toMatchObject({ authenticated: true, account: { firstName: 'Dana' } });
  });

  it('does not call authenticate without a session hint', async () => {
    useSessionStore.getState().clear();
    const authenticate = vi.fn();
    expect(await verifySession(fakeClient(authenticate), queryClient)).toBe(false);
    expect(authenticate).not.toHaveBeenCalled();
  });

  it('sign-out clears the session, the query cache, its saved copy and the active event, even offline', async () => {
    queryClient.setQueryData(['event', 'list'], { items: [] });
    await set(persistedCacheKey, '{"clientState":{}}');
    useEventStore.getState().setActiveEvent(makeEvent());
    await signOut(fakeClient(async () => null, async () => Promise.reject(networkError())), queryClient);
    expect(useSessionStore.getState().authenticated).toBe(false);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(await get(persistedCacheKey)).toBeUndefined();
    expect(useEventStore.getState()).toMatchObject({ activeEvent: null, activeAttendee: null });
  });

  it('sign-out still happens here, and is finished later, when tRPC cannot even load', async () => {
    await signOut(Promise.reject(new TypeError('Failed to fetch dynamically imported module')), queryClient);
    expect(useSessionStore.getState().authenticated).toBe(false);
    expect(hasPendingSignOut()).toBe(true);
  });
});
