import { createHash } from 'node:crypto';

/**
 * What an anonymous poll keeps of a vote: a hash of the poll, the choice and a secret that only
 * the voter's device holds. Without the secret nobody can tell which choice it stands for (the
 * options are few, so a hash of the choice alone could be guessed); with it, the device can show
 * what it voted before and so change it.
 */
export function ballotCommitment(pollId: string, ballotSecret: string, optionIds: readonly string[]): string {
  return createHash('sha256')
    .update(['hallway-poll-ballot', pollId, ballotSecret, [...optionIds].sort().join(',')].join('\u0000'))
    .digest('base64url');
}
