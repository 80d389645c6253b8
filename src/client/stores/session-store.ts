import { create } from 'zustand';
import type { Account } from '#shared/contracts/account.ts';
import { forgetSavedSession, readSavedSession, saveSession } from './saved-session.ts';

// The session is authenticated when a saved token hint exists and authenticate
// succeeds. We start from the saved account (so the app opens offline) and verify in the
// background; `verified` says whether the server has confirmed it since this page loaded.
export interface SessionState {
  authenticated: boolean;
  account: Account | null;
  verified: boolean;
  setAccount: (account: Account) => void;
  clear: () => void;
}

const saved = readSavedSession();

export const useSessionStore = create<SessionState>()((setState) => ({
  authenticated: saved !== null,
  account: saved,
  verified: false,
  setAccount: (account) => {
    saveSession(account);
    setState({ authenticated: true, account, verified: true });
  },
  clear: () => {
    forgetSavedSession();
    setState({ authenticated: false, account: null, verified: false });
  },
}));

export function isSignedIn(): boolean {
  return useSessionStore.getState().authenticated;
}
