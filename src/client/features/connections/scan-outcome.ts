import type { Connection, ConnectionScanResult } from '#shared/contracts/connections.ts';

// What /me/scan shows after a decode. Red outcomes are "problem"; the rest are a saved scan
// before and after the server's answer.
export type ScanOutcome =
  | { kind: 'checking' }
  | { kind: 'problem'; title: string; detail: string }
  | { kind: 'saved'; idempotencyKey: string }
  | { kind: 'confirmed'; connection: Connection; duplicate: boolean };

const notHallwayTitle = 'Not a Hallway code';
const ownCodeTitle = "That's your own code";

const rejectionCopy: Record<NonNullable<ConnectionScanResult['reason']>, { title: string; detail: string }> = {
  forged: { title: notHallwayTitle, detail: 'It looks like one, but it is damaged or forged.' },
  'not-hallway': { title: notHallwayTitle, detail: 'Ask them to open My QR code in Hallway.' },
  revoked: { title: 'This code was replaced by a newer one', detail: 'Ask them to show the code Hallway shows them now.' },
  self: { title: ownCodeTitle, detail: 'Scan someone else’s code to connect with them.' },
  'not-found': { title: 'This person is no longer on Hallway', detail: 'Their account was closed.' },
  'key-reused': { title: 'This scan was not saved', detail: 'The app sent it under the name of an earlier scan. Scan the code again.' },
};

/** The outcome for the server's answer to our queued scan. */
export function outcomeFromResult(result: ConnectionScanResult): ScanOutcome {
  if (result.outcome !== 'rejected' && result.connection) {
    return { kind: 'confirmed', connection: result.connection, duplicate: result.outcome === 'duplicate' };
  }
  const copy = result.reason ? rejectionCopy[result.reason] : { title: 'The server refused this scan', detail: 'Try scanning the code again.' };
  return { kind: 'problem', ...copy };
}

export function problemFor(kind: 'forged' | 'not-hallway' | 'self'): ScanOutcome {
  return { kind: 'problem', ...rejectionCopy[kind] };
}
