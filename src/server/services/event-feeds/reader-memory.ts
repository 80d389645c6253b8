import type { AccountRow } from '../../db/schema/accounts.ts';
import type { ServerDeps } from '../../deps.ts';
import { findSessionByToken } from '../auth/account-tokens.ts';

const maxRememberedChanges = 100_000;

/** The session behind a token as findAccountByToken decides it (the account row), with the token's expiry, in one read. */
export async function loadSession(deps: Pick<ServerDeps, 'db' | 'clock'>, token: string): Promise<{ account: AccountRow; expiresAt: number } | null> {
  const session = await findSessionByToken(deps, token);
  return session && { account: session.account, expiresAt: session.expiresAt.getTime() };
}

/** Counts announcements; something loaded at tick t still holds if nothing it depends on was announced after t. */
export class ChangeClock {
  private tick = 0;
  private allAt = 0;
  private readonly changedAt = new Map<string, number>();

  now(): number {
    return this.tick;
  }

  mark(key: string): void {
    if (this.changedAt.size >= maxRememberedChanges) this.markAll();
    else this.changedAt.set(key, ++this.tick);
  }

  markAll(): void {
    this.allAt = ++this.tick;
    this.changedAt.clear();
  }

  unchangedSince(key: string, at: number): boolean {
    return this.allAt <= at && (this.changedAt.get(key) ?? 0) <= at;
  }
}

/** A Map that lets its least recently used entries go past `max`. */
export class BoundedMap<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly max: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
