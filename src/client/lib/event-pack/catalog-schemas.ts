import * as z from 'zod/mini';
import type { Exhibitor, ExhibitorList } from '#shared/contracts/exhibitors.ts';
import type { Sponsor, SponsorList, SponsorTier } from '#shared/contracts/sponsors.ts';

// zod/mini twins of the exhibitors and sponsors feeds, for the feed answers and the pack records
// read back from IndexedDB (the annotations make TypeScript prove each reads the contract's type).

const id = z.uuid();
const logo = z.nullable(z.object({ src: z.string() }));

export const exhibitorSchema: z.ZodMiniType<Exhibitor> = z.object({
  id,
  name: z.string(),
  booth: z.string(),
  description: z.string(),
  logo,
  categories: z.array(z.string()),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
});

export const sponsorSchema: z.ZodMiniType<Sponsor> = z.object({
  id,
  tierId: z.nullable(id),
  name: z.string(),
  description: z.string(),
  logo,
  url: z.nullable(z.string()),
});

export const sponsorTierSchema: z.ZodMiniType<SponsorTier> = z.object({ id, name: z.string(), position: z.int() });

export const exhibitorListSchema: z.ZodMiniType<ExhibitorList> = z.object({ eventId: id, exhibitors: z.array(exhibitorSchema) });
export const sponsorListSchema: z.ZodMiniType<SponsorList> = z.object({ eventId: id, tiers: z.array(sponsorTierSchema), sponsors: z.array(sponsorSchema) });
