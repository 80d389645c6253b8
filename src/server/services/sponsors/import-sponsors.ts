import { eq, sql } from 'drizzle-orm';
import type { CatalogImportPreview } from '#shared/contracts/catalog-import.ts';
import { sponsorDraftSchema, sponsorLimits, sponsorTierNameSchema } from '#shared/contracts/sponsors.ts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { sponsorTiers } from '../../db/schema/sponsor-tiers.ts';
import { sponsors, type SponsorRow } from '../../db/schema/sponsors.ts';
import { checkRows, previewRows, refuseBadRows, type PlannedRow } from '../csv/catalog-import-plan.ts';
import { readCatalogCsv } from '../csv/read-catalog-csv.ts';
import { DomainError } from '../domain-error.ts';

type Column = 'name' | 'tier' | 'description' | 'website';
const aliases: Record<string, Column> = { name: 'name', sponsor: 'name', company: 'name', tier: 'tier', level: 'tier', description: 'description', about: 'description', website: 'website', url: 'website', link: 'website' };
const labels: Record<string, string> = { name: 'Name: ', tierName: 'Tier: ', description: 'Description: ', url: 'Website: ' };
const maxSponsorRows = 500;

// A row names its tier; an unknown tier name is created (placed last) on import.
const importSchema = sponsorDraftSchema.omit({ tierId: true, logoSrc: true }).extend({ tierName: sponsorTierNameSchema.nullable() });
type ImportDraft = z.infer<typeof importSchema>;

function plan(csv: string): PlannedRow<ImportDraft>[] {
  const read = readCatalogCsv(csv, aliases, 'name', maxSponsorRows);
  if (!read.ok) throw new DomainError('BAD_REQUEST', read.message);
  return checkRows(
    read.rows,
    ({ cells }) => ({ name: cells.name ?? '', tierName: cells.tier ? cells.tier : null, description: cells.description ?? '', url: cells.website ? cells.website : null }),
    importSchema,
    (path) => labels[String(path[0])] ?? '',
  );
}

interface Existing {
  sponsors: Map<string, SponsorRow>;
  tiers: Map<string, { id: string; name: string }>;
}

async function loadExisting(db: Db, eventId: string): Promise<Existing> {
  const rows = await db.select().from(sponsors).where(eq(sponsors.eventId, eventId));
  const tiers = await db.select({ id: sponsorTiers.id, name: sponsorTiers.name }).from(sponsorTiers).where(eq(sponsorTiers.eventId, eventId));
  return { sponsors: new Map(rows.map((row) => [row.name.toLocaleLowerCase('en'), row])), tiers: new Map(tiers.map((tier) => [tier.name.toLocaleLowerCase('en'), tier])) };
}

const tierKey = (draft: ImportDraft) => draft.tierName?.toLocaleLowerCase('en') ?? null;

function outcomes(existing: Existing) {
  return (draft: ImportDraft) => {
    const current = existing.sponsors.get(draft.name.toLocaleLowerCase('en'));
    if (!current) return 'new' as const;
    const key = tierKey(draft);
    const tierId = key === null ? null : (existing.tiers.get(key)?.id ?? 'new tier');
    const same = current.name === draft.name && current.description === draft.description && current.website === draft.url && current.tierId === tierId;
    return same ? ('unchanged' as const) : ('update' as const);
  };
}

export async function previewSponsorImport(db: Db, eventId: string, csv: string): Promise<CatalogImportPreview> {
  return previewRows(plan(csv), outcomes(await loadExisting(db, eventId)));
}

/** The whole file or nothing: tiers it names that the event lacks are made first, then every sponsor. */
export async function commitSponsorImport(db: Db, eventId: string, csv: string, now: Date): Promise<CatalogImportPreview> {
  const rows = plan(csv);
  const drafts = refuseBadRows(rows);
  return db.transaction(async (tx) => {
    const existing = await loadExisting(tx, eventId);
    const preview = previewRows(rows, outcomes(existing));
    const newTiers = [...new Map(drafts.flatMap((draft) => (draft.tierName && !existing.tiers.has(tierKey(draft)!) ? [[tierKey(draft)!, draft.tierName] as const] : []))).values()];
    if (existing.tiers.size + newTiers.length > sponsorLimits.tiers) throw new DomainError('BAD_REQUEST', `Nothing was imported: an event has at most ${sponsorLimits.tiers} tiers`);
    let position = existing.tiers.size;
    for (const name of newTiers) {
      const [row] = await tx.insert(sponsorTiers).values({ eventId, name, position: position++ }).returning({ id: sponsorTiers.id, name: sponsorTiers.name });
      existing.tiers.set(name.toLocaleLowerCase('en'), row!);
    }
    for (const draft of drafts) {
      const key = tierKey(draft);
      const tierId = key === null ? null : existing.tiers.get(key)!.id;
      const fields = { name: draft.name, description: draft.description, website: draft.url, tierId };
      const current = existing.sponsors.get(draft.name.toLocaleLowerCase('en'));
      if (current) {
        if (current.name !== fields.name || current.description !== fields.description || current.website !== fields.website || current.tierId !== tierId) {
          await tx.update(sponsors).set({ ...fields, updatedAt: now }).where(eq(sponsors.id, current.id));
        }
      } else {
        await tx.insert(sponsors).values({ eventId, ...fields, position: sql`(select coalesce(max(${sponsors.position}), -1) + 1 from ${sponsors} where ${sponsors.eventId} = ${eventId})` });
      }
    }
    return preview;
  });
}
