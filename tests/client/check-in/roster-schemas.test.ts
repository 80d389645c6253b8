import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z as classic } from 'zod';
import type * as mini from 'zod/mini';
import * as contract from '#shared/contracts/check-in.ts';
import { codeKeySchema as contractKey } from '#shared/contracts/personal-code.ts';
import { codeKeySchema, revocationSchema, rosterPersonSchema } from '#client/features/check-in/roster-schemas.ts';
import { ada, makePerson } from './door-fixtures.ts';

// The door reads its roster back from IndexedDB through zod/mini twins of the shared contracts:
// each twin must accept and refuse what its contract does.
function sameVerdicts(twin: mini.ZodMiniType, original: classic.ZodType, samples: unknown[]) {
  for (const sample of samples) {
    expect(twin.safeParse(sample).success, JSON.stringify(sample)).toBe(original.safeParse(sample).success);
  }
}

describe('zod/mini twins of the check-in contracts', () => {
  it('roster person', () => {
    expectTypeOf<mini.output<typeof rosterPersonSchema>>().toEqualTypeOf<classic.output<typeof contract.rosterPersonSchema>>();
    const person = makePerson(ada, 'Ada', 'Lovelace');
    sameVerdicts(rosterPersonSchema, contract.rosterPersonSchema, [
      person,
      { ...person, picture: { src: '/uploads/a.webp' } },
      { ...person, picture: { src: '' } },
      { ...person, checkIn: { at: 1_795_000_000_000, deviceLabel: 'Gate A' } },
      { ...person, checkIn: { at: 1.5, deviceLabel: 'Gate A' } },
      { ...person, role: 'bouncer' },
      { ...person, accountId: 'nope' },
      { ...person, ticketType: undefined },
      null,
    ]);
  });

  it('revocation and key', () => {
    sameVerdicts(revocationSchema, contract.revocationSchema, [
      { accountId: ada, minVersion: 2 },
      { accountId: ada, minVersion: 1 },
      { accountId: ada, minVersion: 2.5 },
    ]);
    const publicKey = 'A'.repeat(43);
    sameVerdicts(codeKeySchema, contractKey, [
      { keyId: 'k1', publicKey },
      { keyId: '', publicKey },
      { keyId: 'k1', publicKey: 'A'.repeat(44) },
      { keyId: 'k1', publicKey: `${'A'.repeat(42)}+` },
    ]);
  });
});
