import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BingoTile } from '#shared/contracts/bingo.ts';
import type { DirectoryPerson } from '#shared/contracts/attendees.ts';
import { bytesToBase64Url, encodePersonalCode, importPersonalCodeKey, personalCodeSignedBytes, type PersonalCodeClaim } from '#shared/rules/personal-code.ts';
import { judgeBingoScan, type BingoJudgeFacts } from '#client/features/bingo/judge-scan.ts';
import { refusedBingoCodes } from '../../shared/bingo-code-corpus.ts';

// The phone refuses the same corpus the server does (tests/server/bingo/scan-corpus.test.ts), offline.

const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const issue = (claim: PersonalCodeClaim) => encodePersonalCode(claim, sign(null, personalCodeSignedBytes(claim), privateKey));
const rawPublicKey = bytesToBase64Url(new Uint8Array(publicKey.export({ format: 'der', type: 'spki' }).subarray(-32)));

const me = randomUUID();
const sam = randomUUID();
const cy = randomUUID();
const outsider = randomUUID();
/** A member whose profile is seen by nobody: bingo.members leaves them out. */
const hidden = randomUUID();
const person = (attendeeId: string, overrides: Partial<DirectoryPerson>): DirectoryPerson => ({
  attendeeId, handle: null, firstName: 'Sam', lastName: 'Speaker', headline: '', company: 'Globex', picture: null, role: 'speaker', interests: ['rust'], lookingFor: [], offers: ['mentoring'], updatedAt: 0, ...overrides,
});
const speakerTile: BingoTile = { id: randomUUID(), prompt: 'A speaker', rule: 'speaker', tag: null };

async function facts(overrides: Partial<BingoJudgeFacts> = {}): Promise<BingoJudgeFacts> {
  return {
    key: await importPersonalCodeKey(rawPublicKey),
    myAccountId: me,
    me: { company: 'Acme' },
    tile: speakerTile,
    members: [
      { accountId: me, attendeeId: 'a-me', minVersion: 1 },
      { accountId: sam, attendeeId: 'a-sam', minVersion: 1 },
      { accountId: cy, attendeeId: 'a-cy', minVersion: 2 },
    ],
    directory: { 'a-sam': person('a-sam', {}), 'a-cy': person('a-cy', { firstName: 'Cy', role: 'attendee', company: 'acme', offers: [] }) },
    taken: new Map(),
    ...overrides,
  };
}

describe('judging a bingo scan on the phone', () => {
  const corpus = refusedBingoCodes({
    fitting: issue({ accountId: sam, version: 1 }),
    own: issue({ accountId: me, version: 1 }),
    otherEvent: issue({ accountId: outsider, version: 1 }),
    regenerated: issue({ accountId: cy, version: 1 }),
    hidden: issue({ accountId: hidden, version: 1 }),
  });

  it.each(corpus.map((entry) => [entry.name, entry] as const))('refuses %s offline for the server’s reason', async (_, entry) => {
    expect(await judgeBingoScan(entry.code, await facts())).toEqual({ kind: 'refused', reason: entry.reason });
  });

  it('accepts a speaker for the speaker tile, verified, by name', async () => {
    expect(await judgeBingoScan(issue({ accountId: sam, version: 1 }), await facts())).toEqual({ kind: 'fits', personId: sam, name: 'Sam Speaker', verified: true });
  });

  it('refuses a person who does not fit, who already fills another tile, or a tile someone else holds', async () => {
    const cyCode = issue({ accountId: cy, version: 2 });
    expect(await judgeBingoScan(cyCode, await facts())).toEqual({ kind: 'refused', reason: 'misfit' });
    const samCode = issue({ accountId: sam, version: 1 });
    expect(await judgeBingoScan(samCode, await facts({ taken: new Map([[randomUUID(), sam]]) }))).toEqual({ kind: 'refused', reason: 'person-used' });
    expect(await judgeBingoScan(samCode, await facts({ taken: new Map([[speakerTile.id, cy]]) }))).toEqual({ kind: 'refused', reason: 'tile-filled' });
  });

  it('leaves a real code of a member missing from the saved directory to the server', async () => {
    expect(await judgeBingoScan(issue({ accountId: sam, version: 1 }), await facts({ directory: {} }))).toEqual({ kind: 'unknown', personId: sam, verified: true });
  });
});
