import { asc, eq } from 'drizzle-orm';
import type { Exhibitor, ExhibitorList } from '#shared/contracts/exhibitors.ts';
import type { Db } from '../../db/client.ts';
import { exhibitors, type ExhibitorRow } from '../../db/schema/exhibitors.ts';

/** A stand as every member sees it; the scale seed's single website shows as a link. */
export function toExhibitor(row: ExhibitorRow): Exhibitor {
  const links = row.links.length > 0 || !row.website ? row.links : [{ label: 'Website', url: row.website }];
  return { id: row.id, name: row.name, booth: row.booth, description: row.description, logo: row.logoSrc ? { src: row.logoSrc } : null, categories: row.categories, links };
}

/**
 * Every stand of the event in the organizers' order (then by name), built once per change and
 * shared through the 'exhibitors' feed. Teams, bookmarks and leads are per person and stay out.
 */
export async function sharedExhibitors(db: Db, eventId: string): Promise<ExhibitorList> {
  const rows = await db.select().from(exhibitors).where(eq(exhibitors.eventId, eventId)).orderBy(asc(exhibitors.position), asc(exhibitors.name), asc(exhibitors.id));
  return { eventId, exhibitors: rows.map(toExhibitor) };
}
