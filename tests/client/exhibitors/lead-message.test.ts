import { describe, expect, it } from 'vitest';
import { leadRejections, type Lead } from '#shared/contracts/exhibitors.ts';
import { leadMessage } from '#client/features/exhibitors/exhibitor-outbox-ops.ts';

const lead = (person: Partial<Lead['person']>): Lead => ({
  id: '5eed0000-0000-4000-8000-0000000000f1',
  person: { visible: true, firstName: 'Ada', lastName: 'Lovelace', headline: null, company: null, ...person },
  note: '',
  rating: null,
  scannedAt: 0,
  scannedBy: null,
});

describe('the words for a sent lead', () => {
  it('name the attendee only as far as they let others see them', () => {
    expect(leadMessage({ outcome: 'accepted', lead: lead({}) })).toBe('Ada Lovelace: lead saved');
    expect(leadMessage({ outcome: 'duplicate', lead: lead({}) })).toBe('Ada Lovelace: lead updated');
    expect(leadMessage({ outcome: 'accepted', lead: lead({ visible: false, firstName: null, lastName: null }) })).toBe('A visitor with a private profile: lead saved');
  });

  it('give every refusal its own plain reason', () => {
    const messages = leadRejections.map((reason) => leadMessage({ outcome: 'rejected', reason }));
    expect(new Set(messages).size).toBe(leadRejections.length);
    expect(leadMessage({ outcome: 'rejected', reason: 'forged' })).toBe('Not a valid Hallway code (forged or damaged)');
  });
});
