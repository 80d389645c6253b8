import { createdAtToMillis } from './created-at.ts';

/** An account this young is new: it is welcomed, not welcomed back (registering and setting up take a while). */
export const newAccountForMs = 24 * 60 * 60 * 1000;

/** "Welcome, Ada" for an account made within the last day, "Welcome back, Ada" after that. */
export function greetingFor(account: { firstName: string; createdAt: number }, nowMs: number): string {
  const isNew = nowMs - createdAtToMillis(account.createdAt) < newAccountForMs;
  return `${isNew ? 'Welcome' : 'Welcome back'}, ${account.firstName}`;
}
