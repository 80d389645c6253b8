import { eq, sql } from 'drizzle-orm';
import { exhibitorDraftSchema, type ExhibitorDraft } from '#shared/contracts/exhibitors.ts';
import type { CatalogImportPreview } from '#shared/contracts/catalog-import.ts';
import type { Db } from '../../db/client.ts';
import { exhibitors, type ExhibitorRow } from '../../db/schema/exhibitors.ts';
import { checkRows, previewRows, refuseBadRows, type PlannedRow } from '../csv/catalog-import-plan.ts';
import { readCatalogCsv, splitList } from '../csv/read-catalog-csv.ts';
import { DomainError } from '../domain-error.ts';
import { distinctCategories } from './save-exhibitor.ts';

type Column = 'name' | 'booth' | 'description' | 'categories' | 'website';
const aliases: Record<string, Column> = {
  name: 'name',
  exhibitor: 'name',
  company: 'name',
  booth: 'booth',
  stand: 'booth',
  description: 'description',
  about: 'description',
  categories: 'categories',
  category: 'categories',
  tags: 'categories',
  website: 'website',
  url: 'website',
  link: 'website',
};
const labels: Record<string, string> = { name: 'Name: ', booth: 'Booth: ', description: 'Description: ', categories: 'Categories: ', links: 'Website: ' };
const maxExhibitorRows = 2_000;

// Logos are not in the file: they are uploaded on the stand's page. An imported row keeps the logo
// and the links beyond the website it already has.
type ImportDraft = Omit<ExhibitorDraft, 'logoSrc'>;
const importSchema = exhibitorDraftSchema.omit({ logoSrc: true });

function plan(csv: string): PlannedRow<ImportDraft>[] {
  const read = readCatalogCsv(csv, aliases, 'name', maxExhibitorRows);
  if (!read.ok) throw new DomainError('BAD_REQUEST', read.message);
  return checkRows(
    read.rows,
    ({ cells }) => ({
      name: cells.name ?? '',
      booth: cells.booth ?? '',
      description: cells.description ?? '',
      categories: splitList(cells.categories),
      links: cells.website ? [{ label: 'Website', url: cells.website }] : [],
    }),
    importSchema,
    (path) => labels[String(path[0])] ?? '',
  );
}

const byName = (rows: ExhibitorRow[]) => new Map(rows.map((row) => [row.name.toLocaleLowerCase('en'), row]));

function merged(current: ExhibitorRow, draft: ImportDraft) {
  const website = draft.links[0];
  const links = website ? [website, ...current.links.filter((link) => link.url !== website.url && link.label !== website.label)] : current.links;
  return { name: draft.name, booth: draft.booth, description: draft.description, categories: distinctCategories(draft.categories), links };
}

// jsonb keeps its own key order, so links are compared field by field, not as stored text.
const comparable = (fields: ReturnType<typeof merged>) => JSON.stringify({ ...fields, links: fields.links.map(({ label, url }) => [label, url]) });
const sameAs = (current: ExhibitorRow, draft: ImportDraft) =>
  comparable(merged(current, draft)) === comparable({ name: current.name, booth: current.booth, description: current.description, categories: current.categories, links: current.links });

const outcomes = (existing: Map<string, ExhibitorRow>) => (draft: ImportDraft) => {
  const current = existing.get(draft.name.toLocaleLowerCase('en'));
  if (!current) return 'new' as const;
  return sameAs(current, draft) ? ('unchanged' as const) : ('update' as const);
};

const loadExisting = async (db: Db, eventId: string) => byName(await db.select().from(exhibitors).where(eq(exhibitors.eventId, eventId)));

/** What importing the file would do, row by row. Writes nothing. */
export async function previewExhibitorImport(db: Db, eventId: string, csv: string): Promise<CatalogImportPreview> {
  return previewRows(plan(csv), outcomes(await loadExisting(db, eventId)));
}

/** The whole file or nothing, in one transaction; a name already there is updated. Importing the same file again changes nothing. */
export async function commitExhibitorImport(db: Db, eventId: string, csv: string, now: Date): Promise<CatalogImportPreview> {
  const rows = plan(csv);
  const drafts = refuseBadRows(rows);
  return db.transaction(async (tx) => {
    const existing = await loadExisting(tx, eventId);
    const preview = previewRows(rows, outcomes(existing));
    for (const draft of drafts) {
      const current = existing.get(draft.name.toLocaleLowerCase('en'));
      if (current && !sameAs(current, draft)) {
        await tx.update(exhibitors).set({ ...merged(current, draft), website: null, updatedAt: now }).where(eq(exhibitors.id, current.id));
      } else if (!current) {
        await tx.insert(exhibitors).values({
          eventId,
          ...draft,
          categories: distinctCategories(draft.categories),
          position: sql`(select coalesce(max(${exhibitors.position}), -1) + 1 from ${exhibitors} where ${exhibitors.eventId} = ${eventId})`,
        });
      }
    }
    return preview;
  });
}
