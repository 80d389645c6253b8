import { describe, expect, it } from 'vitest';
import { judgeScan, type VerdictRoster } from '#shared/rules/check-in-verdict.ts';
import type { CodeCheck } from '#shared/rules/personal-code.ts';

const member = '11111111-1111-4111-8111-111111111111';
const outsider = '22222222-2222-4222-8222-222222222222';
const arrived = '33333333-3333-4333-8333-333333333333';

const roster: VerdictRoster = {
  isMember: (accountId) => accountId === member || accountId === arrived,
  minimumCodeVersion: (accountId) => (accountId === member ? 2 : 1),
  checkIn: (accountId) => (accountId === arrived ? { at: 1_000, deviceLabel: 'Gate B' } : null),
};
const valid = (accountId: string, version: number): CodeCheck => ({ kind: 'valid', claim: { accountId, version } });

describe('judgeScan', () => {
  it('lets in a member with a current code', () => {
    expect(judgeScan(valid(member, 2), roster)).toEqual({ kind: 'checked-in', accountId: member });
  });

  it('accepts a newer version than the roster knows (regenerated after the last sync)', () => {
    expect(judgeScan(valid(member, 3), roster)).toEqual({ kind: 'checked-in', accountId: member });
  });

  it('calls an old version revoked', () => {
    expect(judgeScan(valid(member, 1), roster)).toEqual({ kind: 'revoked', accountId: member });
  });

  it('says already checked in, when and by which device', () => {
    expect(judgeScan(valid(arrived, 1), roster)).toEqual({ kind: 'already', accountId: arrived, at: 1_000, deviceLabel: 'Gate B' });
  });

  it('calls a valid code of someone else not registered', () => {
    expect(judgeScan(valid(outsider, 1), roster)).toEqual({ kind: 'not-registered', accountId: outsider });
  });

  it('passes forged and foreign codes through', () => {
    expect(judgeScan({ kind: 'forged' }, roster)).toEqual({ kind: 'forged' });
    expect(judgeScan({ kind: 'not-hallway' }, roster)).toEqual({ kind: 'not-hallway' });
  });
});
