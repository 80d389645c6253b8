import * as z from 'zod/mini';
import { accountSchema, type Account } from '#shared/contracts/account.ts';
import { getLocalStorage, parseJson, readStoredText, type KeyValueStorage } from './browser-storage.ts';

// The auth cookie is HttpOnly, so the page cannot see it. It keeps a non-secret hint that a
// session exists, with the account, so the app opens signed in even with no network.
// Read back through a versioned schema (stored data is untrusted): a record from another version, or
// anything malformed, is ignored (signed out) and left alone, since a newer build in another
// tab may have written it. authenticate re-sends the full account once online.
export const savedSessionKey = 'hallway-session';
const savedSessionVersion = 1;

const savedSessionSchema = z.object({
  version: z.literal(savedSessionVersion),
  signedIn: z.literal(true),
  account: accountSchema,
});

export function readSavedSession(storage: KeyValueStorage | null = getLocalStorage()): Account | null {
  const saved = savedSessionSchema.safeParse(parseJson(readStoredText(storage, savedSessionKey)));
  return saved.success ? saved.data.account : null;
}

export function saveSession(account: Account, storage: KeyValueStorage | null = getLocalStorage()): void {
  const record: z.input<typeof savedSessionSchema> = { version: savedSessionVersion, signedIn: true, account };
  try {
    storage?.setItem(savedSessionKey, JSON.stringify(record));
  } catch {
    // Storage full or blocked: the session still works until the tab closes.
  }
}

export function forgetSavedSession(storage: KeyValueStorage | null = getLocalStorage()): void {
  try {
    storage?.removeItem(savedSessionKey);
  } catch {
    // Nothing saved, nothing to forget.
  }
}
