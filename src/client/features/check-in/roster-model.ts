import type { Roster, RosterChanges, RosterPerson, StandingCheckIn } from '#shared/contracts/check-in.ts';
import type { VerdictRoster } from '#shared/rules/check-in-verdict.ts';
import { deviceRecordVersion, type LocalAction, type StoredRoster } from './roster-schemas.ts';

// The door's view of an event: the roster as the server last said it, with this device's own
// check-ins and undos replayed on top until the server confirms them. Pure functions, so the
// scan decision (shared/rules/check-in-verdict.ts) runs on it offline in well under a millisecond.

export interface RosterIndex {
  people: Map<string, RosterPerson>;
  minVersions: Map<string, number>;
  /** Everyone's standing check-in as this device believes it now. */
  checkIns: Map<string, StandingCheckIn>;
  checkedIn: number;
  total: number;
}

export function storedFromDownload(roster: Roster, now: number): StoredRoster {
  const { eventId, eventName, key, people, revocations, cursor } = roster;
  return { version: deviceRecordVersion, eventId, eventName, key, people, revocations, cursor, syncedAt: now };
}

/** Replays this device's pending actions, oldest first, over the server's check-ins. */
export function indexRoster(roster: StoredRoster, local: readonly LocalAction[]): RosterIndex {
  const people = new Map(roster.people.map((person) => [person.accountId, person]));
  const checkIns = new Map<string, StandingCheckIn>();
  for (const person of roster.people) if (person.checkIn) checkIns.set(person.accountId, person.checkIn);
  for (const action of [...local].sort((a, b) => a.at - b.at)) {
    if (action.state !== 'pending' || !people.has(action.accountId)) continue;
    // The earliest check-in stands, as on the server: a later local one changes nothing.
    if (action.kind === 'check-in' && !checkIns.has(action.accountId)) {
      checkIns.set(action.accountId, { at: action.at, deviceLabel: action.deviceLabel });
    }
    if (action.kind === 'undo') checkIns.delete(action.accountId);
  }
  const minVersions = new Map(roster.revocations.map((r) => [r.accountId, r.minVersion]));
  return { people, minVersions, checkIns, checkedIn: checkIns.size, total: people.size };
}

export function verdictRoster(index: RosterIndex): VerdictRoster {
  return {
    isMember: (accountId) => index.people.has(accountId),
    minimumCodeVersion: (accountId) => index.minVersions.get(accountId) ?? 1,
    checkIn: (accountId) => index.checkIns.get(accountId) ?? null,
  };
}

function upsertBy<T, K>(list: readonly T[], updates: readonly T[], keyOf: (item: T) => K): T[] {
  const byKey = new Map(list.map((item) => [keyOf(item), item]));
  for (const item of updates) byKey.set(keyOf(item), item);
  return [...byKey.values()];
}

/** Folds one answer of checkIn.changes into the stored roster. */
export function applyRosterChanges(roster: StoredRoster, changes: RosterChanges, now: number): StoredRoster {
  const removed = new Set(changes.removedAccountIds);
  let people = upsertBy(roster.people, changes.people, (p) => p.accountId).filter((p) => !removed.has(p.accountId));
  if (changes.checkIns.length) {
    const checkIns = new Map(changes.checkIns.map((c) => [c.accountId, c.checkIn]));
    people = people.map((p) => (checkIns.has(p.accountId) ? { ...p, checkIn: checkIns.get(p.accountId) ?? null } : p));
  }
  const revocations = upsertBy(roster.revocations, changes.revocations, (r) => r.accountId);
  return { ...roster, people, revocations, cursor: changes.cursor, syncedAt: now };
}

/** Whether a changes answer holds anything beyond a new cursor (nothing to rewrite otherwise). */
export function hasRosterChanges(changes: RosterChanges): boolean {
  return changes.people.length + changes.removedAccountIds.length + changes.checkIns.length + changes.revocations.length > 0;
}

/** Sets one person's standing check-in as the server now reports it. */
export function setStanding(roster: StoredRoster, accountId: string, checkIn: StandingCheckIn | null): StoredRoster {
  return { ...roster, people: roster.people.map((p) => (p.accountId === accountId ? { ...p, checkIn } : p)) };
}

export function personName(person: Pick<RosterPerson, 'firstName' | 'lastName'>): string {
  return `${person.firstName} ${person.lastName}`.trim() || 'Unnamed person';
}
