import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Account } from '#shared/contracts/account.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { useUiStore } from '#client/stores/ui-store.ts';
import { postRegisterPath, postSignInPath } from '#client/lib/post-sign-in.ts';
import { clearPersistedCache } from '#client/lib/saved-query-cache.ts';

/**
 * After sign-in or register: store the session, refresh what a visitor saw, go on (lib/post-sign-in.ts says where).
 * A new account goes through onboarding (/setup) first, which then sends it on to redirectTo.
 */
export function useCompleteSignIn(redirectTo: string | undefined, { newAccount = false }: { newAccount?: boolean } = {}): (account: Account) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (account) => {
    useSessionStore.getState().setAccount(account);
    useUiStore.getState().setSignInRedirect(null);
    // What was cached while signed out (an event without membership) is not this account's
    // view: drop it, and its saved copy, rather than show it again after a reload.
    queryClient.clear();
    await clearPersistedCache();
    await navigate({ href: newAccount ? postRegisterPath(redirectTo) : postSignInPath(redirectTo), replace: true });
  };
}
