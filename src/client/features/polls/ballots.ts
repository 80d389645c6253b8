import { get, set } from 'idb-keyval';
import { keyvalStore } from '#client/lib/idb-write-now.ts';
import * as z from 'zod/mini';
import { pollBallotPrefix } from '#client/lib/forget-device-data.ts';

// What this device voted in each poll, with the random secret an anonymous poll's vote is sealed
// with: the server keeps only a hash of both, so this device alone can show and change that vote.
// Kept per account; forgotten at sign-out (lib/forget-device-data.ts), like door records.

const ballotSchema = z.object({ secret: z.string(), optionIds: z.nullable(z.array(z.string())) });
export type Ballot = z.infer<typeof ballotSchema>;

const keyOf = (accountId: string, pollId: string) => `${pollBallotPrefix}${accountId}:${pollId}`;

export async function readBallot(accountId: string, pollId: string): Promise<Ballot | null> {
  const parsed = ballotSchema.safeParse(await get(keyOf(accountId, pollId), keyvalStore()).catch(() => undefined));
  return parsed.success ? parsed.data : null;
}

export function saveBallot(accountId: string, pollId: string, ballot: Ballot): Promise<void> {
  return set(keyOf(accountId, pollId), ballot, keyvalStore());
}

/** 24 random bytes, base64url: the server accepts 22–64 such characters. */
export function newBallotSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
