import { getLocalStorage, readStoredText } from '#client/stores/browser-storage.ts';

// A random id for this install of the app, so the organizers' readiness page can count phones
// that hold an event without knowing whose they are: the server keeps it with the event and a
// time, behind a keyed hash of the account (so one account counts as at most three phones),
// never with the account itself. Kept in localStorage (lost with the site's data, which also drops
// the saved events it would count).

const storageKey = 'hallway-install-id';
const idPattern = /^[A-Za-z0-9_-]{22}$/;

function newInstallId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function installId(): string {
  const storage = getLocalStorage();
  const kept = readStoredText(storage, storageKey);
  if (kept && idPattern.test(kept)) return kept;
  const fresh = newInstallId();
  try {
    storage?.setItem(storageKey, fresh);
  } catch {
    // Storage full or blocked: this sync still counts, the next may count again under a new id.
  }
  return fresh;
}
