import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DirectoryPerson } from '#shared/contracts/attendees.ts';
import { encodePersonalCode, personalCodeSignedBytes, type PersonalCodeClaim } from '#shared/rules/personal-code.ts';
import { readQueuedLeads } from '#client/features/exhibitors/exhibitor-outbox.ts';
import { identifyLeadCode } from '#client/features/exhibitors/lead-person.ts';
import type { OutboxEntry } from '#client/offline/outbox.ts';

const { privateKey } = generateKeyPairSync('ed25519');
const issue = (claim: PersonalCodeClaim) => encodePersonalCode(claim, sign(null, personalCodeSignedBytes(claim), privateKey));

const ada = { accountId: randomUUID(), attendeeId: randomUUID() };
const person = { attendeeId: ada.attendeeId, firstName: 'Ada', lastName: 'Lovelace', company: 'Engines Ltd' } as DirectoryPerson;

describe('whose code the lead scanner read, offline', () => {
  it('names a member from the members index and the saved directory', () => {
    expect(identifyLeadCode(issue({ accountId: ada.accountId, version: 2 }), [ada], { [ada.attendeeId]: person })).toEqual({ kind: 'person', person });
  });

  it('says "unknown" for a real code the saved event does not show, and "not a code" for anything else', () => {
    expect(identifyLeadCode(issue({ accountId: randomUUID(), version: 1 }), [ada], { [ada.attendeeId]: person })).toEqual({ kind: 'unknown' });
    // No directory saved (attendee list off) or no members index yet: still a lead, just unnamed.
    expect(identifyLeadCode(issue({ accountId: ada.accountId, version: 1 }), [ada], undefined)).toEqual({ kind: 'unknown' });
    expect(identifyLeadCode(issue({ accountId: ada.accountId, version: 1 }), undefined, { [ada.attendeeId]: person })).toEqual({ kind: 'unknown' });
    expect(identifyLeadCode('https://example.com/ticket', [ada], {})).toEqual({ kind: 'not-a-code' });
  });
});

describe('leads still in the outbox', () => {
  const standId = randomUUID();
  const entry = (id: string, payload: unknown, state: OutboxEntry['state'] = 'pending', createdAt = 1): OutboxEntry => ({
    id,
    op: 'exhibitor.lead',
    payload,
    idempotencyKey: `key-${id}`,
    accountId: 'me',
    summary: 'Lead scanned at the stand',
    createdAt,
    attempts: state === 'failed' ? 1 : 0,
    nextAttemptAt: 0,
    lastError: state === 'failed' ? { code: 'REJECTED', message: 'This person is not at this event' } : null,
    state,
    version: 1,
  });

  it('lists this stand’s waiting and refused leads, newest first, with the refusal’s reason; other stands and bad records are left out', () => {
    const queued = readQueuedLeads(
      [
        entry('a', { exhibitorId: standId, code: 'HW1:A', note: 'Demo', rating: 4, scannedAt: 10 }),
        entry('b', { exhibitorId: standId, code: 'HW1:B', note: '', rating: 9, scannedAt: 20 }, 'failed'),
        entry('c', { exhibitorId: randomUUID(), code: 'HW1:C', note: '', rating: null, scannedAt: 30 }),
        entry('d', { exhibitorId: standId, note: 'no code' }),
      ],
      standId,
    );
    expect(queued.map((lead) => [lead.entryId, lead.state, lead.rating, lead.error?.message ?? null])).toEqual([
      ['b', 'failed', null, 'This person is not at this event'],
      ['a', 'pending', 4, null],
    ]);
  });
});
