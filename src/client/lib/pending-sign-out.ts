import { getLocalStorage, readStoredText } from '#client/stores/browser-storage.ts';

// A sign-out made offline cannot revoke the token on the server (nor clear the HttpOnly
// cookie), so we remember to do it as soon as the network is back.
const pendingSignOutKey = 'hallway-pending-sign-out';
const pendingSignOutFlag = '1';

/** True when a sign-out made offline still has to reach the server. */
export function hasPendingSignOut(): boolean {
  return readStoredText(getLocalStorage(), pendingSignOutKey) === pendingSignOutFlag;
}

export function setPendingSignOut(pending: boolean): void {
  try {
    if (pending) getLocalStorage()?.setItem(pendingSignOutKey, pendingSignOutFlag);
    else getLocalStorage()?.removeItem(pendingSignOutKey);
  } catch {
    // Blocked storage: the token then expires on the server by itself.
  }
}
