import { z } from 'zod';
import { sponsorLimits } from '../rules/sponsor-limits.ts';
import { idSchema, multiLine, singleLine, uploadedPictureSrcSchema } from './common.ts';

// Sponsors: organizers name and order the tiers (Platinum, Gold, Community…); every member sees
// them by tier, offline too (the shared 'sponsors' feed).

export { sponsorLimits };

export const sponsorSchema = z.object({
  id: idSchema,
  tierId: idSchema.nullable(),
  name: z.string(),
  description: z.string(),
  logo: z.object({ src: z.string() }).nullable(),
  url: z.string().nullable(),
});
export type Sponsor = z.infer<typeof sponsorSchema>;
export const sponsorTierSchema = z.object({ id: idSchema, name: z.string(), position: z.number().int() });
export type SponsorTier = z.infer<typeof sponsorTierSchema>;

/** Tiers in order; sponsors in order (a sponsor with no tier shows last, under "Sponsors"). */
export const sponsorListSchema = z.object({ eventId: idSchema, tiers: z.array(sponsorTierSchema), sponsors: z.array(sponsorSchema) });
export type SponsorList = z.infer<typeof sponsorListSchema>;

export const sponsorTierNameSchema = singleLine(z.string().trim().min(1, 'Name the tier').max(sponsorLimits.tier));
/** Without tierId: a new tier, placed last. */
export const saveTierInput = z.object({ eventId: idSchema, tierId: idSchema.optional(), name: sponsorTierNameSchema });
/** Every tier of the event, in the new order. */
export const orderTiersInput = z.object({ eventId: idSchema, tierIds: z.array(idSchema).min(1).max(sponsorLimits.tiers) });
export const tierRefInput = z.object({ eventId: idSchema, tierId: idSchema });

export const sponsorDraftSchema = z.object({
  name: singleLine(z.string().trim().min(1, 'Give the sponsor a name').max(sponsorLimits.name)),
  tierId: idSchema.nullable(),
  description: multiLine(z.string().trim().max(sponsorLimits.description)),
  /** An upload of purpose "logo" by the person saving, or the logo the sponsor already has; null removes it. */
  logoSrc: uploadedPictureSrcSchema.nullable(),
  url: singleLine(z.url({ protocol: /^https?$/, error: 'Enter a web address starting with https://' }).max(2048)).nullable(),
});
export type SponsorDraft = z.infer<typeof sponsorDraftSchema>;
export const saveSponsorInput = z.object({ eventId: idSchema, sponsorId: idSchema.optional(), sponsor: sponsorDraftSchema });
export const sponsorRefInput = z.object({ eventId: idSchema, sponsorId: idSchema });

