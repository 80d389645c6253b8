import { z } from 'zod';
import { accountSchema, type Account } from '#shared/contracts/account.ts';

// The auth cookie is HttpOnly, so the page cannot see it. It keeps a non-secret hint that a
// session exists, with the account, so the app opens signed in even with no network.
export const savedSessionKey = 'hallway-session';
const savedSessionSchema = z.object({ version: z.literal(1), signedIn: z.literal(true), account: accountSchema });

export function readSavedSession(storage: Storage = localStorage): Account | null {
  try {
    const raw = storage.getItem(savedSessionKey);
    if (!raw) return null;
    const parsed = savedSessionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.account : null;
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
