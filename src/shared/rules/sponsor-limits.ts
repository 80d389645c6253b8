// Sponsor field limits, zod-free so the page can read them without loading classic zod;
// the contract (contracts/sponsors.ts) builds its checks from them.
export const sponsorLimits = { name: 120, tier: 40, description: 2000, tiers: 12 } as const;
