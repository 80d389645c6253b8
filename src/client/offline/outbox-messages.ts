import type { ActivityScanResult } from '#shared/contracts/activities.ts';
import type { ScanResult } from '#shared/contracts/check-in.ts';
import { activityRefusalText } from '#shared/rules/activity-scan-verdict.ts';
import type { ConnectionScanResult } from '#shared/contracts/connections.ts';
import type { OutboxOutcome } from '#shared/contracts/outbox.ts';
import { clockTime } from '#client/lib/clock-time.ts';

// Plain words for each server answer, shown in the sync report ("what was accepted, what was
// a duplicate and with whom, what was rejected and why").

const personName = (person: { firstName: string; lastName: string } | null | undefined) => (person ? `${person.firstName} ${person.lastName}`.trim() : '');

const checkInRejection: Record<NonNullable<ScanResult['reason']>, string> = {
  'not-registered': 'Not registered for this event',
  revoked: 'Code revoked',
  forged: 'Not a valid Hallway code (forged or damaged)',
  'not-hallway': 'Not a Hallway code',
  forbidden: 'This account may not check people in at this event',
  'key-reused': 'Not applied: its key was already used for another scan',
};

/** What happened, without the name: every list shows it after the entry's summary, which names the person. */
export function checkInMessage(result: ScanResult): string {
  if (result.outcome === 'accepted') return 'Checked in';
  if (result.outcome === 'duplicate') {
    const where = result.standing ? ` at ${clockTime(result.standing.at)} by ${result.standing.deviceLabel}` : '';
    return `Already checked in${where}`;
  }
  return result.reason ? checkInRejection[result.reason] : 'Refused by the server';
}

export function undoMessage(outcome: OutboxOutcome): string {
  if (outcome === 'accepted') return 'Check-in undone';
  if (outcome === 'duplicate') return 'Check-in was already undone';
  return 'This check-in could not be undone';
}

const connectionRejection: Record<NonNullable<ConnectionScanResult['reason']>, string> = {
  forged: 'Not a valid Hallway code (forged or damaged)',
  'not-hallway': 'Not a Hallway code',
  revoked: 'Code revoked',
  self: 'That is your own code',
  'not-found': 'No such person',
  'key-reused': 'Not applied: its key was already used for another scan',
};

export function connectionMessage(result: ConnectionScanResult): string {
  const name = personName(result.connection?.person);
  if (result.outcome === 'accepted') return name ? `Connected with ${name}` : 'Connected';
  if (result.outcome === 'duplicate') return name ? `Already connected with ${name}` : 'Already connected';
  return result.reason ? connectionRejection[result.reason] : 'Refused by the server';
}

export function feedbackMessage(programId: string | null): string {
  return programId === null ? 'Event feedback saved' : 'Session rating saved';
}

export function activityScanMessage(result: ActivityScanResult): string {
  if (result.outcome === 'rejected') return result.reason ? activityRefusalText[result.reason] : 'Refused by the server';
  const points = result.scan ? ` (+${result.scan.points} points)` : '';
  return `Activity confirmed${points}`;
}

export function pollVoteMessage(): string {
  return 'Vote counted';
}

export function questionAskMessage(status: 'pending' | 'approved' | 'hidden'): string {
  return status === 'pending' ? 'Question sent: it shows once a moderator approves it' : 'Question sent';
}

export function questionVoteMessage(voted: boolean): string {
  return voted ? 'Upvoted' : 'Upvote taken back';
}
