import { delMany, keys } from 'idb-keyval';
import { keyvalStore } from './idb-write-now.ts';
import { forgetFirstScreens } from './first-screen/first-screen-record.ts';

// What a signed-in person left on the device that others must not read after sign-out on a
// shared phone: their offline event copies (schedule, attendee list, matches, agenda), their poll ballots, the saved
// first screens drawn from them, and any door roster (every member's name and photo). Queued
// writes stay: the outbox keeps them for that account and sends them when it signs in again. So
// do the photo files those writes upload (features/album/photo-file-store.ts): forgetting them would
// lose a queued photo by signing out and back in. Like every queued write, the app shows them only
// to the account that queued them, and the sign-out dialog counts them among unsynced changes.

/** Door records in idb-keyval's default database; features/check-in writes under these prefixes. */
export const doorRecordPrefixes = ['check-in:roster:', 'check-in:local:'] as const;
/** What this device voted in polls, with anonymous ballots' secrets (features/polls/ballots.ts). */
export const pollBallotPrefix = 'poll-ballot:';

async function forgetDoorRecords(): Promise<void> {
  const prefixes: readonly string[] = [...doorRecordPrefixes, pollBallotPrefix];
  const doorKeys = (await keys(keyvalStore())).filter((key) => typeof key === 'string' && prefixes.some((prefix) => key.startsWith(prefix)));
  await delMany(doorKeys, keyvalStore());
}

async function forgetEventPacks(accountId: string): Promise<void> {
  const { forgetAccountPacks } = await import('./event-pack/pack-storage.ts');
  await forgetAccountPacks(accountId);
}

/** Best effort: blocked storage must not stop a sign-out. */
export async function forgetDeviceData(accountId: string | undefined): Promise<void> {
  forgetFirstScreens();
  const jobs = [forgetDoorRecords(), ...(accountId ? [forgetEventPacks(accountId)] : [])];
  const results = await Promise.allSettled(jobs);
  for (const result of results) {
    if (result.status === 'rejected') console.warn('Could not clear offline data at sign-out', result.reason);
  }
}
