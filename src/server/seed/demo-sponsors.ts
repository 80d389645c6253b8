import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sponsorTiers } from '../db/schema/sponsor-tiers.ts';
import { sponsors } from '../db/schema/sponsors.ts';

// Three tiers of sponsors for the demo conference (its Sponsors switch is on).

const demoTiers = [
  { name: 'Platinum', sponsors: [{ name: 'Northwind Cloud', description: 'Hosting that scales with your registration day.', website: 'https://northwind.example' }] },
  {
    name: 'Gold',
    sponsors: [
      { name: 'Maple Ticketing', description: 'Tickets and badges from one desk.', website: 'https://maple-tickets.example' },
      { name: 'Lakeshore Labs', description: 'Research on how people meet at events.', website: 'https://lakeshore.example' },
    ],
  },
  {
    name: 'Community',
    sponsors: [
      { name: 'Toronto Event Makers', description: 'A meetup for people who run events.', website: null },
      { name: 'Open Venue Project', description: 'Free floor plans for public venues.', website: 'https://open-venue.example' },
    ],
  },
];

/** The demo sponsors' names (their logos are made by demo-logos.ts when the seed has upload storage). */
export const demoSponsorNames: readonly string[] = demoTiers.flatMap((tier) => tier.sponsors.map((sponsor) => sponsor.name));

/** Idempotent: an event that already has sponsor tiers or sponsors is left as it is. */
export async function seedDemoSponsors(db: Db, { eventId }: { eventId: string }): Promise<void> {
  const [tiers] = await db.select({ total: count() }).from(sponsorTiers).where(eq(sponsorTiers.eventId, eventId));
  const [existing] = await db.select({ total: count() }).from(sponsors).where(eq(sponsors.eventId, eventId));
  if ((tiers?.total ?? 0) > 0 || (existing?.total ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    let position = 0;
    for (const [tierPosition, tier] of demoTiers.entries()) {
      const [row] = await tx.insert(sponsorTiers).values({ eventId, name: tier.name, position: tierPosition }).returning({ id: sponsorTiers.id });
      await tx.insert(sponsors).values(tier.sponsors.map((sponsor) => ({ ...sponsor, eventId, tierId: row!.id, tier: tier.name, position: position++ })));
    }
  });
}
