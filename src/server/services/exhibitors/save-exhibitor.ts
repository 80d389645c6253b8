import { and, eq, sql } from 'drizzle-orm';
import type { Exhibitor, ExhibitorDraft } from '#shared/contracts/exhibitors.ts';
import type { Db } from '../../db/client.ts';
import { exhibitors, type ExhibitorRow } from '../../db/schema/exhibitors.ts';
import { DomainError } from '../domain-error.ts';
import { acceptLogo } from './exhibitor-logo.ts';
import { exhibitorNotFoundMessage } from './require-exhibitors.ts';
import { toExhibitor } from './shared-exhibitors.ts';

/** Categories as typed, without repeats (case-insensitive: "AI" and "ai" are one filter). */
export function distinctCategories(categories: readonly string[]): string[] {
  const seen = new Set<string>();
  return categories.filter((category) => {
    const key = category.toLocaleLowerCase('en');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A new stand, placed last. */
export async function createExhibitor(db: Db, eventId: string, accountId: string, draft: ExhibitorDraft): Promise<Exhibitor> {
  const logoSrc = await acceptLogo(db, accountId, draft.logoSrc, null, ['exhibitor', 'logoSrc']);
  const [row] = await db
    .insert(exhibitors)
    .values({
      eventId,
      name: draft.name,
      booth: draft.booth,
      description: draft.description,
      logoSrc,
      categories: distinctCategories(draft.categories),
      links: draft.links,
      position: sql`(select coalesce(max(${exhibitors.position}), -1) + 1 from ${exhibitors} where ${exhibitors.eventId} = ${eventId})`,
    })
    .returning();
  return toExhibitor(row!);
}

export async function updateExhibitor(db: Db, accountId: string, current: ExhibitorRow, draft: ExhibitorDraft, now: Date): Promise<Exhibitor> {
  const logoSrc = await acceptLogo(db, accountId, draft.logoSrc, current.logoSrc, ['exhibitor', 'logoSrc']);
  const [row] = await db
    .update(exhibitors)
    .set({ name: draft.name, booth: draft.booth, description: draft.description, logoSrc, categories: distinctCategories(draft.categories), links: draft.links, website: null, updatedAt: now })
    .where(and(eq(exhibitors.id, current.id), eq(exhibitors.eventId, current.eventId)))
    .returning();
  if (!row) throw new DomainError('NOT_FOUND', exhibitorNotFoundMessage);
  return toExhibitor(row);
}

/** Its team links, bookmarks and leads go with it (cascade). */
export async function removeExhibitor(db: Db, eventId: string, exhibitorId: string): Promise<void> {
  const removed = await db.delete(exhibitors).where(and(eq(exhibitors.id, exhibitorId), eq(exhibitors.eventId, eventId))).returning({ id: exhibitors.id });
  if (removed.length === 0) throw new DomainError('NOT_FOUND', exhibitorNotFoundMessage);
}
