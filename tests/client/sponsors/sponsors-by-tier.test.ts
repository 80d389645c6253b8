import { describe, expect, it } from 'vitest';
import type { Sponsor, SponsorTier } from '#shared/contracts/sponsors.ts';
import { sponsorsByTier } from '#client/features/sponsors/sponsors-by-tier.ts';
import { moveTier } from '#client/features/sponsors/tier-order.ts';

const tier = (id: string, name: string, position: number): SponsorTier => ({ id, name, position });
const sponsor = (id: string, tierId: string | null): Sponsor => ({ id, tierId, name: `Sponsor ${id}`, description: '', logo: null, url: null });
const tiers = [tier('gold', 'Gold', 1), tier('platinum', 'Platinum', 0), tier('community', 'Community', 2)];

describe('sponsors by tier', () => {
  it('follows the organizers’ order, leaves empty tiers out and puts sponsors with no or an unknown tier last', () => {
    const groups = sponsorsByTier(tiers, [sponsor('1', 'gold'), sponsor('2', null), sponsor('3', 'platinum'), sponsor('4', 'gone'), sponsor('5', 'gold')]);
    expect(groups.map((group) => [group.name, group.sponsors.map((item) => item.id)])).toEqual([
      ['Platinum', ['3']],
      ['Gold', ['1', '5']],
      ['Sponsors', ['2', '4']],
    ]);
  });

  it('is empty with no sponsors', () => {
    expect(sponsorsByTier(tiers, [])).toEqual([]);
  });
});

describe('moving a tier', () => {
  it('swaps it with its neighbour in the shown order', () => {
    expect(moveTier(tiers, 'community', -1)).toEqual(['platinum', 'community', 'gold']);
    expect(moveTier(tiers, 'platinum', 1)).toEqual(['gold', 'platinum', 'community']);
  });

  it('changes nothing past either end or for an unknown tier', () => {
    expect(moveTier(tiers, 'platinum', -1)).toEqual(['platinum', 'gold', 'community']);
    expect(moveTier(tiers, 'community', 1)).toEqual(['platinum', 'gold', 'community']);
    expect(moveTier(tiers, 'nope', 1)).toEqual(['platinum', 'gold', 'community']);
  });
});
