import type { Sponsor, SponsorTier } from '#shared/contracts/sponsors.ts';

/** Tiers in the organizers' order with their sponsors; sponsors with no tier last, under "Sponsors"; empty tiers left out. */
export function sponsorsByTier(tiers: readonly SponsorTier[], sponsors: readonly Sponsor[]): Array<{ id: string; name: string; sponsors: Sponsor[] }> {
  const ordered = [...tiers].sort((a, b) => a.position - b.position);
  const known = new Set(ordered.map((tier) => tier.id));
  const groups = ordered.map((tier) => ({ id: tier.id, name: tier.name, sponsors: sponsors.filter((sponsor) => sponsor.tierId === tier.id) }));
  groups.push({ id: 'none', name: 'Sponsors', sponsors: sponsors.filter((sponsor) => sponsor.tierId === null || !known.has(sponsor.tierId)) });
  return groups.filter((group) => group.sponsors.length > 0);
}
