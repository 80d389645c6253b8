import type { ConnectionScanResult } from '#shared/contracts/connections.ts';
import type { CodeCheck } from '#shared/rules/personal-code.ts';

type Rejection = NonNullable<ConnectionScanResult['reason']>;

export interface ConnectionFacts {
  scannerId: string;
  /** Whether the account the code names still exists. */
  exists(accountId: string): boolean;
  minimumCodeVersion(accountId: string): number;
}

/** Who a scanned code lets me connect with, or why not. */
export function judgeConnectionScan(code: CodeCheck, facts: ConnectionFacts): { accountId: string } | { reason: Rejection } {
  if (code.kind !== 'valid') return { reason: code.kind };
  const { accountId, version } = code.claim;
  if (accountId === facts.scannerId) return { reason: 'self' };
  if (!facts.exists(accountId)) return { reason: 'not-found' };
  if (version < facts.minimumCodeVersion(accountId)) return { reason: 'revoked' };
  return { accountId };
}
