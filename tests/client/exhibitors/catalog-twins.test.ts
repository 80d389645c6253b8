import { describe, expect, it } from 'vitest';
import type { z as classic } from 'zod';
import type * as mini from 'zod/mini';
import * as exhibitorsContract from '#shared/contracts/exhibitors.ts';
import * as sponsorsContract from '#shared/contracts/sponsors.ts';
import { exhibitorListSchema, sponsorListSchema } from '#client/lib/event-pack/catalog-schemas.ts';

// The event pack reads the exhibitors and sponsors feeds (and its own records) with zod/mini
// twins: each must accept and refuse what the server's contract does.
function sameVerdicts(twin: mini.ZodMiniType, original: classic.ZodType, samples: unknown[]) {
  for (const sample of samples) expect(twin.safeParse(sample).success, JSON.stringify(sample)).toBe(original.safeParse(sample).success);
}

const eventId = '5eed0000-0000-4000-8000-0000000000a1';
const stand = { id: '5eed0000-0000-4000-8000-0000000000e1', name: 'Robots', booth: 'B4', description: '', logo: null, categories: ['Robots'], links: [{ label: 'Site', url: 'https://r.example' }] };
const tier = { id: '5eed0000-0000-4000-8000-0000000000d1', name: 'Gold', position: 0 };
const sponsor = { id: '5eed0000-0000-4000-8000-0000000000d2', tierId: tier.id, name: 'Maple', description: '', logo: { src: '/uploads/logo/m.webp' }, url: null };

describe('zod/mini twins of the exhibitors and sponsors feeds', () => {
  it('exhibitors: same verdicts', () => {
    sameVerdicts(exhibitorListSchema, exhibitorsContract.exhibitorListSchema, [
      { eventId, exhibitors: [] },
      { eventId, exhibitors: [stand] },
      { eventId, exhibitors: [{ ...stand, logo: { src: '/l.webp' } }] },
      { eventId, exhibitors: [{ ...stand, id: 'nope' }] },
      { eventId: 'nope', exhibitors: [] },
      { eventId, exhibitors: [{ ...stand, categories: [1] }] },
      { eventId, exhibitors: [{ ...stand, links: [{ label: 'x' }] }] },
      { eventId, exhibitors: [{ ...stand, logo: undefined }] },
      { eventId, exhibitors: [{ ...stand, booth: null }] },
      null,
    ]);
  });

  it('sponsors: same verdicts', () => {
    sameVerdicts(sponsorListSchema, sponsorsContract.sponsorListSchema, [
      { eventId, tiers: [tier], sponsors: [sponsor] },
      { eventId, tiers: [], sponsors: [{ ...sponsor, tierId: null, url: 'https://m.example' }] },
      { eventId, tiers: [{ ...tier, position: 1.5 }], sponsors: [] },
      { eventId, tiers: [{ ...tier, id: 'nope' }], sponsors: [] },
      { eventId, tiers: [], sponsors: [{ ...sponsor, tierId: 'nope' }] },
      { eventId, tiers: [], sponsors: [{ ...sponsor, url: undefined }] },
      { eventId, tiers: [tier] },
      'nope',
    ]);
  });
});
