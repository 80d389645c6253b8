// The "first screen": the HTML of a page that renders from saved event data (the attendee list,
// the schedule), saved after it rendered, so the next cold start (an offline reload, the app
// reopened on a plane) can show it at once while the app itself starts, then swap in the live
// page. This module is read by the entry (src/client/boot.ts) before any library has
// loaded, so it imports nothing: no React, no zod. Its records are checked field by field here
// instead (stored data is untrusted; checked by hand here): anything else is ignored and later overwritten.

export const firstScreenPrefix = 'hallway-first-screen:';
const recordVersion = 1;
/** A few pages' worth; the oldest go first. */
const keepAtMost = 4;
/** Well above what a list of a screen or two takes; anything far larger is not a first screen. */
export const maxFirstScreenChars = 300_000;

export interface FirstScreenRecord {
  v: typeof recordVersion;
  accountId: string;
  /** pathname + search, exactly as the page was at. */
  path: string;
  /** The stylesheet the markup was drawn with: a new build's CSS may lack its classes. */
  css: string;
  html: string;
  savedAt: number;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const keyOf = (accountId: string, path: string) => `${firstScreenPrefix}${accountId}:${path}`;

function isRecord(value: unknown): value is FirstScreenRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    record.v === recordVersion &&
    typeof record.accountId === 'string' &&
    typeof record.path === 'string' &&
    typeof record.css === 'string' &&
    typeof record.html === 'string' &&
    record.html.length <= maxFirstScreenChars &&
    typeof record.savedAt === 'number'
  );
}

/** The signed-in account's id from the saved session hint (stores/saved-session.ts), or null. */
export function savedAccountId(store: Pick<Storage, 'getItem'> | null = storage()): string | null {
  try {
    // The key and shape saveSession writes (a test holds the two together).
    const saved = JSON.parse(store?.getItem('hallway-session') ?? 'null') as { version?: unknown; signedIn?: unknown; account?: { id?: unknown } } | null;
    return saved?.version === 1 && saved.signedIn === true && typeof saved.account?.id === 'string' ? saved.account.id : null;
  } catch {
    return null;
  }
}

/** The saved first screen of `path` for this account, drawn with this stylesheet, or null. */
export function readFirstScreen(accountId: string, path: string, css: string, store: Storage | null = storage()): FirstScreenRecord | null {
  try {
    const record: unknown = JSON.parse(store?.getItem(keyOf(accountId, path)) ?? 'null');
    return isRecord(record) && record.accountId === accountId && record.path === path && record.css === css ? record : null;
  } catch {
    return null;
  }
}

function ownKeys(store: Storage): string[] {
  const found: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(firstScreenPrefix)) found.push(key);
  }
  return found;
}

/** Saves a first screen, keeping only the newest few (best effort: a full disk saves nothing). */
export function writeFirstScreen(record: Omit<FirstScreenRecord, 'v'>, store: Storage | null = storage()): void {
  if (!store || record.html.length > maxFirstScreenChars) return;
  try {
    store.setItem(keyOf(record.accountId, record.path), JSON.stringify({ v: recordVersion, ...record }));
    const dated = ownKeys(store).map((key) => {
      try {
        const saved: unknown = JSON.parse(store.getItem(key) ?? 'null');
        return { key, savedAt: isRecord(saved) ? saved.savedAt : 0 };
      } catch {
        return { key, savedAt: 0 };
      }
    });
    dated.sort((a, b) => b.savedAt - a.savedAt);
    for (const { key } of dated.slice(keepAtMost)) store.removeItem(key);
  } catch {
    // Storage full or blocked: the next start simply waits for the app.
  }
}

/** Sign-out on a shared device: the next person must not see this one's lists. */
export function forgetFirstScreens(store: Storage | null = storage()): void {
  if (!store) return;
  try {
    for (const key of ownKeys(store)) store.removeItem(key);
  } catch {
    // Nothing readable, nothing to forget.
  }
}
