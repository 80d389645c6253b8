import { asc, eq } from 'drizzle-orm';
import type { Sponsor, SponsorList } from '#shared/contracts/sponsors.ts';
import type { Db } from '../../db/client.ts';
import { sponsorTiers } from '../../db/schema/sponsor-tiers.ts';
import { sponsors, type SponsorRow } from '../../db/schema/sponsors.ts';

export const toSponsor = (row: SponsorRow): Sponsor => ({
  id: row.id,
  tierId: row.tierId,
  name: row.name,
  description: row.description,
  logo: row.logoSrc ? { src: row.logoSrc } : null,
  url: row.website,
});

/** Tiers and sponsors in the organizers' order, built once per change and shared through the 'sponsors' feed. */
export async function sharedSponsors(db: Db, eventId: string): Promise<SponsorList> {
  const tiers = await db
    .select({ id: sponsorTiers.id, name: sponsorTiers.name, position: sponsorTiers.position })
    .from(sponsorTiers)
    .where(eq(sponsorTiers.eventId, eventId))
    .orderBy(asc(sponsorTiers.position), asc(sponsorTiers.id));
  const rows = await db.select().from(sponsors).where(eq(sponsors.eventId, eventId)).orderBy(asc(sponsors.position), asc(sponsors.name), asc(sponsors.id));
  return { eventId, tiers, sponsors: rows.map(toSponsor) };
}
