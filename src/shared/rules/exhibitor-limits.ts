// Exhibitor field limits, zod-free so the page can read them without loading classic zod;
// the contract (contracts/exhibitors.ts) builds its checks from them.
export const exhibitorLimits = { name: 120, booth: 40, description: 4000, categories: 8, category: 40, links: 6, linkLabel: 60, team: 20, note: 2000 } as const;
