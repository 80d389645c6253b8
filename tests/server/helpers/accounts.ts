import { randomUUID } from 'node:crypto';
import type { Account } from '#shared/contracts/account.ts';
import { expect } from 'vitest';
import { tokenFromSetCookie, type ApiClient } from './trpc-http.ts';

export interface TestAccount {
  account: Account;
  token: string;
  email: string;
  password: string;
}

export function uniqueEmail(prefix = 'person'): string {
  return `${prefix}-${randomUUID()}@example.test`;
}

/** Registers a new account through the API and returns its session token (from the cookie). */
export async function registerTestAccount(
  api: ApiClient,
  overrides: Partial<{ firstName: string; lastName: string; email: string; password: string }> = {},
): Promise<TestAccount> {
  const input = { firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail(), password: 'correct horse battery', ...overrides };
  const response = await api.mutate<{ account: Account }>('account.register', input);
  expect(response.error).toBeUndefined();
  const token = tokenFromSetCookie(response.headers);
  expect(token).toBeTruthy();
  return { account: response.data.account, token: token as string, email: input.email.toLowerCase(), password: input.password };
}
