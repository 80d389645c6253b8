import { randomBytes } from 'node:crypto';
import type { CheckInScan, ScanResult } from '#shared/contracts/check-in.ts';
import type { PersonalCode } from '#shared/contracts/personal-code.ts';
import { expect } from 'vitest';
import type { TestAccount } from './accounts.ts';
import type { ApiClient } from './trpc-http.ts';

export const newKey = () => randomBytes(12).toString('base64url');

/** The account's current personal code, as /me/code shows it. */
export async function codeOf(api: ApiClient, who: TestAccount): Promise<string> {
  const response = await api.query<PersonalCode>('personalCode.mine', undefined, { token: who.token });
  expect(response.error).toBeUndefined();
  return response.data.code;
}

/** The same code with one signature character changed: still well formed, no longer signed by us. */
export function forge(code: string): string {
  const index = code.length - 5;
  const flipped = code[index] === 'A' ? 'B' : 'A';
  return code.slice(0, index) + flipped + code.slice(index + 1);
}

export function doorScan(eventId: string, code: string, overrides: Partial<CheckInScan> = {}): CheckInScan {
  return { idempotencyKey: newKey(), eventId, scannedAt: Date.now(), method: 'scan', code, deviceId: 'device-gate-a', deviceLabel: 'Gate A', ...overrides };
}

export async function recordScans(api: ApiClient, who: TestAccount, scans: CheckInScan[]): Promise<ScanResult[]> {
  const response = await api.mutate<{ results: ScanResult[] }>('checkIn.record', { scans }, { token: who.token });
  expect(response.error).toBeUndefined();
  return response.data.results;
}
