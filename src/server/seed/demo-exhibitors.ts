import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { exhibitors } from '../db/schema/exhibitors.ts';

// Stands on the demo conference's floor, with booths and categories, so the Exhibitors page has
// something to search and filter offline. No demo account has the exhibitor role, so no stand has
// a team: give someone the role under People and pick them in the console to try lead capture.

const demoStands = [
  { name: 'Offline First Co.', booth: 'A1', categories: ['Software', 'Mobile'], description: 'Tools that keep your app working when the network does not. Ask for the airplane-mode demo.', links: [{ label: 'Website', url: 'https://offline-first.example' }] },
  { name: 'Badge Printers Inc.', booth: 'A4', categories: ['Hardware', 'Check-in'], description: 'Badges printed on the spot in under three seconds, with or without Wi-Fi.', links: [{ label: 'Website', url: 'https://badges.example' }] },
  { name: 'Venue Wi-Fi Rescue', booth: 'B2', categories: ['Networking', 'Hardware'], description: 'Portable access points for halls of 5,000 people. Come and stress-test ours.', links: [] },
  { name: 'Green Events Alliance', booth: 'B7', categories: ['Sustainability'], description: 'Fewer printed programmes, less waste: how apps help events go greener.', links: [{ label: 'Pledge', url: 'https://green-events.example/pledge' }] },
  { name: 'Accessible Everywhere', booth: 'C3', categories: ['Accessibility', 'Software'], description: 'Audits and training so every attendee can use your event app, screen readers included.', links: [] },
  { name: 'Coffee Cart Collective', booth: 'C5', categories: ['Food & drink'], description: 'The coffee that keeps the hallway track going. Free refills with a scanned badge.', links: [] },
  { name: 'Stagecraft Audio', booth: 'D1', categories: ['Hardware', 'Production'], description: 'Microphones, speakers and live captions for rooms large and small.', links: [{ label: 'Catalogue', url: 'https://stagecraft.example/catalogue' }] },
];

/** The demo stands' names (their logos are made by demo-logos.ts when the seed has upload storage). */
export const demoStandNames: readonly string[] = demoStands.map((stand) => stand.name);

/** Idempotent: an event that already has exhibitors is left as it is. */
export async function seedDemoExhibitors(db: Db, { eventId }: { eventId: string }): Promise<void> {
  const [existing] = await db.select({ total: count() }).from(exhibitors).where(eq(exhibitors.eventId, eventId));
  if ((existing?.total ?? 0) > 0) return;
  await db.insert(exhibitors).values(demoStands.map((stand, position) => ({ ...stand, eventId, position })));
}
