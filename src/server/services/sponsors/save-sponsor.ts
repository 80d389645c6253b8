import { and, eq, sql } from 'drizzle-orm';
import type { Sponsor, SponsorDraft } from '#shared/contracts/sponsors.ts';
import type { Db } from '../../db/client.ts';
import { sponsors } from '../../db/schema/sponsors.ts';
import { DomainError } from '../domain-error.ts';
import { acceptLogo } from '../exhibitors/exhibitor-logo.ts';
import { toSponsor } from './shared-sponsors.ts';
import { requireTierOf } from './sponsor-tiers.ts';

const sponsorNotFoundMessage = 'Sponsor not found';

/** Creates (no sponsorId, placed last) or updates a sponsor of the event. */
export async function saveSponsor(db: Db, eventId: string, accountId: string, draft: SponsorDraft, now: Date, sponsorId?: string): Promise<Sponsor> {
  if (draft.tierId) await requireTierOf(db, eventId, draft.tierId);
  const fields = { name: draft.name, description: draft.description, tierId: draft.tierId, website: draft.url };
  if (sponsorId) {
    const [current] = await db.select({ logoSrc: sponsors.logoSrc }).from(sponsors).where(and(eq(sponsors.id, sponsorId), eq(sponsors.eventId, eventId)));
    if (!current) throw new DomainError('NOT_FOUND', sponsorNotFoundMessage);
    const logoSrc = await acceptLogo(db, accountId, draft.logoSrc, current.logoSrc, ['sponsor', 'logoSrc']);
    const [row] = await db.update(sponsors).set({ ...fields, logoSrc, updatedAt: now }).where(eq(sponsors.id, sponsorId)).returning();
    return toSponsor(row!);
  }
  const logoSrc = await acceptLogo(db, accountId, draft.logoSrc, null, ['sponsor', 'logoSrc']);
  const [row] = await db
    .insert(sponsors)
    .values({ eventId, ...fields, logoSrc, position: sql`(select coalesce(max(${sponsors.position}), -1) + 1 from ${sponsors} where ${sponsors.eventId} = ${eventId})` })
    .returning();
  return toSponsor(row!);
}

export async function removeSponsor(db: Db, eventId: string, sponsorId: string): Promise<void> {
  const removed = await db.delete(sponsors).where(and(eq(sponsors.id, sponsorId), eq(sponsors.eventId, eventId))).returning({ id: sponsors.id });
  if (removed.length === 0) throw new DomainError('NOT_FOUND', sponsorNotFoundMessage);
}
