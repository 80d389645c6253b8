import type { Account } from '#shared/contracts/account.ts';

// The auth cookie is HttpOnly, so the page cannot see it. It keeps a non-secret hint that a
// session exists, with the account, so the app opens signed in even with no network.
// It is read before the first render, so it is checked by hand rather than with zod (which
// would weigh on the landing page's budget); authenticate re-sends the full account later.
export const savedSessionKey = 'hallway-session';

type Unknown = Record<string, unknown> | null | undefined;

function isSavedAccount(value: unknown): value is Account {
  const account = value as Unknown;
  const picture = account?.picture as Unknown;
  return (
    typeof account?.id === 'string' &&
    typeof account.email === 'string' &&
    typeof account.firstName === 'string' &&
    typeof account.lastName === 'string' &&
    typeof account.createdAt === 'number' &&
    Array.isArray(account.links) &&
    (picture === null || typeof picture?.src === 'string')
  );
}

export function readSavedSession(storage: Storage = localStorage): Account | null {
  try {
    const raw = storage.getItem(savedSessionKey);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Unknown;
    return saved?.version === 1 && saved.signedIn === true && isSavedAccount(saved.account) ? saved.account : null;
  } catch {
    return null;
  }
}

export function saveSession(account: Account, storage: Storage = localStorage): void {
  try {
    storage.setItem(savedSessionKey, JSON.stringify({ version: 1, signedIn: true, account }));
  } catch {
    // Storage full or blocked: the session still works until the tab closes.
  }
}

export function forgetSavedSession(storage: Storage = localStorage): void {
  try {
    storage.removeItem(savedSessionKey);
  } catch {
    // Nothing saved, nothing to forget.
  }
}
