import { and, eq, sql } from 'drizzle-orm';
import { sponsorLimits, type SponsorTier } from '#shared/contracts/sponsors.ts';
import type { Db } from '../../db/client.ts';
import { sponsorTiers } from '../../db/schema/sponsor-tiers.ts';
import { DomainError } from '../domain-error.ts';

const tierNotFoundMessage = 'Tier not found';
const tierNameTakenMessage = 'Another tier has this name';
const tooManyTiersMessage = `An event has at most ${sponsorLimits.tiers} tiers`;
const tierOrderMessage = 'Send every tier of the event once, in the new order';

async function nameTaken(db: Db, eventId: string, name: string, except?: string) {
  const rows = await db.select({ id: sponsorTiers.id }).from(sponsorTiers).where(and(eq(sponsorTiers.eventId, eventId), sql`lower(${sponsorTiers.name}) = lower(${name})`));
  return rows.some((row) => row.id !== except);
}

/** A new tier goes last; a renamed one keeps its place. Names are unique per event, whatever their case. */
export async function saveTier(db: Db, eventId: string, name: string, now: Date, tierId?: string): Promise<SponsorTier> {
  return db.transaction(async (tx) => {
    if (await nameTaken(tx, eventId, name, tierId)) throw new DomainError('CONFLICT', tierNameTakenMessage, { fieldIssues: [{ path: ['name'], message: tierNameTakenMessage }] });
    if (tierId) {
      const [row] = await tx.update(sponsorTiers).set({ name, updatedAt: now }).where(and(eq(sponsorTiers.id, tierId), eq(sponsorTiers.eventId, eventId))).returning();
      if (!row) throw new DomainError('NOT_FOUND', tierNotFoundMessage);
      return { id: row.id, name: row.name, position: row.position };
    }
    const [{ count, last } = { count: 0, last: -1 }] = await tx
      .select({ count: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(${sponsorTiers.position}), -1)::int` })
      .from(sponsorTiers)
      .where(eq(sponsorTiers.eventId, eventId));
    if (count >= sponsorLimits.tiers) throw new DomainError('PRECONDITION_FAILED', tooManyTiersMessage);
    const [row] = await tx.insert(sponsorTiers).values({ eventId, name, position: last + 1 }).returning();
    return { id: row!.id, name: row!.name, position: row!.position };
  });
}

/** Every tier, in the order given (positions 0, 1, 2…). */
export async function orderTiers(db: Db, eventId: string, tierIds: readonly string[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: sponsorTiers.id }).from(sponsorTiers).where(eq(sponsorTiers.eventId, eventId));
    const known = new Set(rows.map((row) => row.id));
    if (new Set(tierIds).size !== tierIds.length || tierIds.length !== known.size || !tierIds.every((id) => known.has(id))) {
      throw new DomainError('BAD_REQUEST', tierOrderMessage);
    }
    for (const [position, id] of tierIds.entries()) await tx.update(sponsorTiers).set({ position, updatedAt: now }).where(eq(sponsorTiers.id, id));
  });
}

/** Its sponsors stay, without a tier (they show under "Sponsors" until moved). */
export async function removeTier(db: Db, eventId: string, tierId: string): Promise<void> {
  const removed = await db.delete(sponsorTiers).where(and(eq(sponsorTiers.id, tierId), eq(sponsorTiers.eventId, eventId))).returning({ id: sponsorTiers.id });
  if (removed.length === 0) throw new DomainError('NOT_FOUND', tierNotFoundMessage);
}

export async function requireTierOf(db: Db, eventId: string, tierId: string): Promise<void> {
  const [row] = await db.select({ id: sponsorTiers.id }).from(sponsorTiers).where(and(eq(sponsorTiers.id, tierId), eq(sponsorTiers.eventId, eventId)));
  if (!row) throw new DomainError('BAD_REQUEST', 'Choose one of this event’s tiers', { fieldIssues: [{ path: ['sponsor', 'tierId'], message: 'Choose one of this event’s tiers' }] });
}
