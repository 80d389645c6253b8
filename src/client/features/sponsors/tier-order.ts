import type { SponsorTier } from '#shared/contracts/sponsors.ts';

/** The tiers' ids with one moved up (-1) or down (+1); unchanged at either end or for an unknown id. */
export function moveTier(tiers: readonly SponsorTier[], tierId: string, step: -1 | 1): string[] {
  const ids = [...tiers].sort((a, b) => a.position - b.position).map((tier) => tier.id);
  const from = ids.indexOf(tierId);
  const to = from + step;
  if (from === -1 || to < 0 || to >= ids.length) return ids;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return ids;
}
